import { env } from "cloudflare:workers";
import {
  commit,
  codeByLink,
  codesFromNetworkSince,
  codesRequestedSince,
  findHolder,
  holderOf,
  insertSignInCodeStatement,
  insertSessionStatement,
  knownDevice,
  liveSession,
  endAllSessions,
  endSession,
  rememberDeviceStatement,
  reserveTry,
  spendCodeStatement,
  usedNow,
  verifyHolderStatement,
  type CodeBinding,
  type CodeRow,
  type Holder,
  type Subject,
  dropNotMeTokensStatement,
  enqueueAccountMailStatement,
  isSuppressed,
} from "#app/lib/db/index.server.ts";
import { signInEmail } from "#app/lib/email/index.ts";
import {
  codeHash,
  newOneTimeCode,
  typedOneTimeCode,
} from "#app/lib/account/index.ts";
import { i18nFor, DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/index.ts";
import {
  accountSignInUrl,
  suppressionHash,
  hashToken,
  isTokenShaped,
  newToken,
} from "#app/lib/identity/index.ts";
import {
  ACCOUNT_CODE_MAX_TRIES,
  ACCOUNT_CODE_TTL_MS,
  ACCOUNT_CODE_WINDOW_MS,
  ACCOUNT_CODES_PER_DAY,
  ACCOUNT_CODES_PER_HOUR,
  ACCOUNT_CODES_PER_NETWORK_PER_DAY,
  ACCOUNT_SESSION_MAX_AGE_S,
} from "#app/lib/policies.ts";

/**
 * Passwordless sign-in to the payee's page (docs/my-trust-code.md): an
 * 8-digit code and a link by e-mail, then a server-side session. Every answer
 * is the same whether or not the address holds a code.
 */
export const emailKey = (email: string) =>
  suppressionHash(email, env.SUPPRESSION_HMAC_KEY);

export type CodeRequestOutcome = "sent" | "limited";

/** The language the holder asked in: their e-mails are written in it. */
export const holderLocale = (holder: Holder) =>
  toLocale(holder.locale) ?? DEFAULT_LOCALE;

/**
 * A details code's hourly limit (the signed-in payee's own requests),
 * counted apart from sign-in codes.
 */
export async function withinHourlyLimit(
  hash: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - ACCOUNT_CODE_WINDOW_MS).toISOString();
  return (
    (await codesRequestedSince(hash, "details", since)) < ACCOUNT_CODES_PER_HOUR
  );
}

/**
 * The sign-in budgets (docs/my-trust-code.md, "Sign-in limits"), counted for
 * every address typed, known or not, so a refusal says nothing about whether
 * it holds a code: 3 an hour per address and network (a stranger's network
 * never spends the owner's), 10 a day per address from all networks and 30
 * a day from one network over every address; the daily caps never refuse a
 * browser that signed in to the address before.
 */
async function signInBudget(
  hash: string,
  client: string,
  device: string | undefined,
  now: Date,
): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - ACCOUNT_CODE_WINDOW_MS);
  if (
    (await codesRequestedSince(
      hash,
      "sign-in",
      hourAgo.toISOString(),
      client,
    )) >= ACCOUNT_CODES_PER_HOUR
  )
    return false;
  if (
    isTokenShaped(device) &&
    (await knownDevice(await hashToken(device!), hash))
  )
    return true;
  const dayAgo = new Date(now.getTime() - 24 * ACCOUNT_CODE_WINDOW_MS);
  return (
    (await codesRequestedSince(hash, "sign-in", dayAgo.toISOString())) <
      ACCOUNT_CODES_PER_DAY &&
    // One network cannot fill the site-wide e-mail cap with requested mail.
    (await codesFromNetworkSince(client, dayAgo.toISOString())) <
      ACCOUNT_CODES_PER_NETWORK_PER_DAY
  );
}

export const minutes = ACCOUNT_CODE_TTL_MS / 60_000;

/** Who asks for a sign-in code: their network and browser cookies. */
export interface Requester {
  /** The network key (app/lib/platform/client-key.ts). */
  client: string;
  /** The nir_sign_in cookie the request came with, if any: kept, so earlier codes still work. */
  browser?: string;
  /** The nir_device cookie, if any. */
  device?: string;
}

export type CodeRequest =
  { outcome: "sent"; browser: string } | { outcome: "limited" };

/**
 * "Send me a code": a code row for every address; mail only to a holder
 * whose address is not suppressed. The code works only in the browser that
 * asked for it: the caller sets `browser` as its nir_sign_in cookie.
 */
export async function requestSignInCode(
  email: string,
  requester: Requester,
  now = new Date(),
): Promise<CodeRequest> {
  const hash = await emailKey(email);
  if (!(await signInBudget(hash, requester.client, requester.device, now)))
    return { outcome: "limited" };
  const browser = isTokenShaped(requester.browser)
    ? requester.browser!
    : newToken();
  const iso = now.toISOString();
  const id = crypto.randomUUID();
  const expires = new Date(now.getTime() + ACCOUNT_CODE_TTL_MS).toISOString();
  const holder = await findHolder(email);
  const row = {
    id,
    email_hash: hash,
    purpose: "sign-in" as const,
    session_hash: null,
    expires_at: expires,
    client: requester.client,
    browser_hash: await hashToken(browser),
  };
  if (!holder || (await isSuppressed(holder.email))) {
    await insertSignInCodeStatement(
      {
        ...row,
        subject_kind: null,
        subject_id: null,
        code_hash: null,
        link_hash: null,
      },
      iso,
    ).run();
    return { outcome: "sent", browser };
  }
  const code = newOneTimeCode();
  const token = newToken();
  const locale = holderLocale(holder);
  const mail = signInEmail(
    await i18nFor(locale),
    code,
    accountSignInUrl(locale, token),
    minutes,
  );
  await commit([
    insertSignInCodeStatement(
      {
        ...row,
        subject_kind: holder.kind,
        subject_id: holder.id,
        code_hash: await codeHash(id, code),
        link_hash: await hashToken(token),
      },
      iso,
    ),
    enqueueAccountMailStatement({
      recipient: holder.email,
      subject: mail.subject,
      body: mail.body,
      kind: "sign-in",
      codeRowId: id,
      now: iso,
    }),
  ]);
  return { outcome: "sent", browser };
}

export type SignIn =
  | { ok: true; token: string; subject: Subject; device: string }
  /** invalid: not 8 digits; wrong: tries left; spent: no code can be typed any more. */
  | { ok: false; reason: "invalid" | "wrong" | "spent" };

/**
 * Uses the code row: spends it, starts a session and verifies the holder (the
 * address is proven) in one batch, each guarded by the code being used by
 * this very batch; the holder's "I did not ask for this" links stop. Payout
 * details proposed before are confirmed on the page, never here.
 */
async function startSession(
  row: CodeRow,
  now: Date,
  device: string | undefined,
): Promise<SignIn> {
  if (!row.subject_kind || !row.subject_id)
    return { ok: false, reason: "spent" };
  const subject: Subject = { kind: row.subject_kind, id: row.subject_id };
  if (!(await holderOf(subject))) return { ok: false, reason: "spent" };
  const iso = now.toISOString();
  const token = newToken();
  const expires = new Date(
    now.getTime() + ACCOUNT_SESSION_MAX_AGE_S * 1000,
  ).toISOString();
  // The browser is known to this address from now on (nir_device).
  const known = isTokenShaped(device) ? device! : newToken();
  const [used] = await commit([
    spendCodeStatement(row.id, iso),
    rememberDeviceStatement(
      await hashToken(known),
      row.email_hash,
      row.id,
      iso,
    ),
    insertSessionStatement(
      await hashToken(token),
      subject,
      row.id,
      iso,
      expires,
    ),
    verifyHolderStatement(subject, row.id, iso),
    dropNotMeTokensStatement(subject.kind, subject.id, usedNow(row.id, iso)),
  ]);
  return used!.meta.changes === 1
    ? { ok: true, token, subject, device: known }
    : { ok: false, reason: "spent" };
}

/**
 * Finds the live code of this address and purpose that `typed` is, among
 * those `binding` asked for, each of which gives up one try first (reserved
 * atomically, so parallel guesses get at most ACCOUNT_CODE_MAX_TRIES).
 */
export async function matchCode(
  hash: string,
  purpose: CodeRow["purpose"],
  typed: string,
  now: Date,
  binding: CodeBinding,
): Promise<
  { ok: true; row: CodeRow } | { ok: false; reason: "wrong" | "spent" }
> {
  const rows = await reserveTry(hash, purpose, binding, now.toISOString());
  if (rows.length === 0) return { ok: false, reason: "spent" };
  for (const row of rows)
    if (row.code_hash === (await codeHash(row.id, typed)))
      return { ok: true, row };
  const triesLeft = rows.some((r) => r.attempts < ACCOUNT_CODE_MAX_TRIES);
  return { ok: false, reason: triesLeft ? "wrong" : "spent" };
}

/**
 * Signs in with the 8-digit code from the e-mail, in the browser that asked
 * for it (`browser`, its nir_sign_in cookie): elsewhere no code matches and
 * no try is spent.
 */
export async function signInWithCode(
  email: string,
  typed: string,
  browser: string | undefined,
  now = new Date(),
  device?: string,
): Promise<SignIn> {
  const code = typedOneTimeCode(typed);
  if (!code) return { ok: false, reason: "invalid" };
  if (!isTokenShaped(browser)) return { ok: false, reason: "spent" };
  const found = await matchCode(await emailKey(email), "sign-in", code, now, {
    browser_hash: await hashToken(browser!),
  });
  return found.ok ? startSession(found.row, now, device) : found;
}

export type LinkState = "ok" | "unknown" | "expired" | "used";

async function linkRow(
  token: string | null | undefined,
  now: Date,
): Promise<{ state: LinkState; row?: CodeRow }> {
  if (!isTokenShaped(token)) return { state: "unknown" };
  const row = await codeByLink(await hashToken(token!));
  if (!row) return { state: "unknown" };
  if (row.used_at) return { state: "used", row };
  if (row.expires_at <= now.toISOString()) return { state: "expired", row };
  return { state: "ok", row };
}

/** What the link is worth now, without using it (the GET of the link page). */
export async function signInLinkState(
  token: string | null | undefined,
  now = new Date(),
): Promise<LinkState> {
  return (await linkRow(token, now)).state;
}

/** The POST of the link page's Continue button: signs in, once. */
export async function signInWithLink(
  token: string | null | undefined,
  now = new Date(),
  device?: string,
): Promise<SignIn | { ok: false; reason: LinkState }> {
  const { state, row } = await linkRow(token, now);
  if (state !== "ok" || !row) return { ok: false, reason: state };
  return startSession(row, now, device);
}

export interface Session {
  tokenHash: string;
  holder: Holder;
}

/** The signed-in payee behind a cookie value, while the session lives and they still hold a code. */
export async function currentSession(
  cookieValue: string | undefined,
  now = new Date(),
): Promise<Session | null> {
  if (!isTokenShaped(cookieValue)) return null;
  const tokenHash = await hashToken(cookieValue!);
  const session = await liveSession(tokenHash, now.toISOString());
  if (!session) return null;
  const holder = await holderOf({
    kind: session.subject_kind,
    id: session.subject_id,
  });
  return holder ? { tokenHash, holder } : null;
}

/** "Sign out": the session ends on the server, whatever the browser keeps. */
export async function signOut(
  cookieValue: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!isTokenShaped(cookieValue)) return;
  await endSession(await hashToken(cookieValue!), now.toISOString());
}

/** "Sign out everywhere": every session of this payee ends on the server, this one too. */
export async function signOutEverywhere(
  cookieValue: string | undefined,
  now = new Date(),
): Promise<void> {
  const session = await currentSession(cookieValue, now);
  if (session) await endAllSessions(session.holder, now.toISOString());
  else await signOut(cookieValue, now);
}
