/**
 * Self-referral (docs/ledger.md "Self-referral"): a member whose normalised
 * e-mail is the code holder's (the issuer, or the organisation's contact) is
 * never attributed. Compared as keyed hashes; unknown e-mail = not (yet)
 * known to be self, and re-derived when the address arrives.
 */
import type { CodeInfo } from "./types";

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
