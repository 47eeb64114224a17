/** Shared setup for the payee's page tests (/my-trust-code): addresses, mail, sessions. */
import { expect } from "vitest";
import { newToken } from "#app/lib/identity/tokens.ts";
import {
  currentSession,
  requestSignInCode,
  signInWithCode,
  type Requester,
} from "#app/lib/use-cases/account-sign-in.server.ts";
import { one } from "./admin-helpers";
import { mailTo } from "./identity-helpers";

export const HOST = "nirvana.example";

let n = 0;
export const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${n++}@account.example.org`;

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

export function issuerFor(code: string) {
  return one<{
    id: string;
    verified_at: string | null;
    details_confirmed_at: string | null;
  }>(
    `SELECT i.id, i.verified_at, i.details_confirmed_at FROM issuers i
     JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id WHERE c.code = ?1`,
    code,
  );
}

/** The latest payee-page e-mail to an address, with its code and link token. */
export async function accountMail(
  email: string,
  kind: "sign-in" | "details-code",
) {
  const mail = (await mailTo(email)).filter((m) => m.kind === kind).at(-1);
  expect(mail, `a ${kind} e-mail to ${email}`).toBeDefined();
  const code = /\b(\d{8})\b/.exec(mail!.body_text)?.[1] ?? "";
  const token =
    /\/my-trust-code\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(
      mail!.body_text,
    )?.[1] ?? "";
  return { subject: mail!.subject, body: mail!.body_text, code, token };
}

/** The test's own browser (its nir_sign_in cookie) on its own network. */
export const ME: Requester = { client: "192.0.2.10", browser: newToken() };

/** "Send me a code" from `requester` (this test's browser unless said): the outcome. */
export async function ask(
  email: string,
  // Kept for readable calls: e-mail links name the production host whatever the request's.
  _host = HOST,
  now = new Date(),
  requester: Requester = ME,
) {
  return (await requestSignInCode(email, requester, now)).outcome;
}

/** The code typed in `browser` (this test's unless said). */
export function enter(
  email: string,
  code: string,
  now = new Date(),
  browser = ME.browser,
) {
  return signInWithCode(email, code, browser, now);
}

/** Signs an address in by its e-mailed code; the session with its cookie value. */
export async function signedIn(email: string, now = new Date()) {
  expect(await ask(email, HOST, now)).toBe("sent");
  const { code } = await accountMail(email, "sign-in");
  const result = await enter(email, code, now);
  if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
  const session = await currentSession(result.token, now);
  return { ...session!, token: result.token };
}

/** The payout destination typed again, as the confirm forms post it (mintIssuer's PayPal). */
export const retyped = (paypal = "pay@example.com") => ({
  kind: "retype" as const,
  destination: {
    payout_method: "paypal" as const,
    paypal_email: paypal,
    postal_name: null,
    postal_address_line1: null,
    postal_address_line2: null,
    postal_city: null,
    postal_zip: null,
    postal_country: null,
  },
});
