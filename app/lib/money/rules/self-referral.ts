/**
 * Self-referral (docs/ledger.md "Self-referral"): a member whose normalised
 * e-mail is the code holder's (the issuer, or the organisation's contact) is
 * never attributed. Decided at the lock, from the customer's e-mail as of
 * the lock (by occurred_at), or the earliest one after it when none came
 * before; a later change of address never reverses what was earned, it only
 * raises a flag. Compared as keyed hashes.
 */
import type { CodeInfo } from "#app/lib/money/rules/types.ts";

/** One address a customer event gave, as a keyed hash. */
export interface EmailAt {
  occurredAt: string;
  hash: string;
}

export function isSelfReferral(
  memberEmailHash: string | null,
  code: CodeInfo,
): boolean {
  return (
    memberEmailHash !== null &&
    code.holderEmailHash !== null &&
    memberEmailHash === code.holderEmailHash
  );
}

/** The address that decides: the latest at or before `lockedAt`, else the earliest after it. */
export function emailAtLock(
  history: readonly EmailAt[],
  lockedAt: string,
): string | null {
  const sorted = [...history].sort((a, b) =>
    a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0,
  );
  let before: EmailAt | null = null;
  for (const e of sorted) if (e.occurredAt <= lockedAt) before = e;
  return (before ?? sorted[0])?.hash ?? null;
}

/** Self-referral as decided at the lock, and whether some other address of the member is the holder's (a flag only). */
export function selfReferralAtLock(
  history: readonly EmailAt[],
  lockedAt: string,
  code: CodeInfo,
): { selfReferral: boolean; laterMatch: boolean } {
  const selfReferral = isSelfReferral(emailAtLock(history, lockedAt), code);
  const laterMatch =
    !selfReferral && history.some((e) => isSelfReferral(e.hash, code));
  return { selfReferral, laterMatch };
}
