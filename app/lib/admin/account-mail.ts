import { redactTokens } from "#app/lib/identity/index.ts";

/**
 * The console's view of an e-mail that signs someone in (a payee's sign-in
 * code and link, a payout-details code): in production its 8-digit code and
 * one-time token are redacted, so an operator cannot sign in as a payee;
 * outside production (`ENVIRONMENT` development or test) they stay readable
 * for local testing. Each view of one is audited either way
 * (app/routes/admin/outbox-message.tsx).
 */
export const ACCOUNT_MAIL_KINDS: readonly string[] = [
  "sign-in",
  "details-code",
];

export const isAccountMail = (kind: string | null | undefined) =>
  ACCOUNT_MAIL_KINDS.includes(kind ?? "");

const redactCodes = (text: string) =>
  redactTokens(text).replace(/(?<!\d)\d{8}(?!\d)/g, "[code]");

export function redactAccountMail<
  T extends { kind?: string | null; subject: string; body_text?: string },
>(row: T, production: boolean): T {
  if (!production || !isAccountMail(row.kind)) return row;
  return {
    ...row,
    subject: redactCodes(row.subject),
    ...(row.body_text === undefined
      ? {}
      : { body_text: redactCodes(row.body_text) }),
  };
}
