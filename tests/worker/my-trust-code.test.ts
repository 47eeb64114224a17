import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { hashToken } from "#app/lib/identity/tokens.ts";
import { suppressionHash } from "#app/lib/identity/suppression-key.ts";
import {
  ACCOUNT_CODE_TTL_MS,
  ACCOUNT_CODE_WINDOW_MS,
} from "#app/lib/policies.ts";
import {
  currentSession,
  signInLinkState,
  signInWithLink,
  signOut,
} from "#app/lib/use-cases/account-sign-in.server.ts";
import { confirmPayoutDetails } from "#app/lib/use-cases/confirm-details.server.ts";
import { ADMIN, insertRequest, mintIssuer, one } from "./admin-helpers";
import { count, mailTo } from "./identity-helpers";
import {
  HOST,
  accountMail,
  ask,
  enter,
  issuerFor,
  later,
  retyped,
  signedIn,
  unique,
} from "./account-helpers";

describe("/my-trust-code sign-in by e-mailed code", () => {
  it("e-mails a holder an 8-digit code and a link; the code signs in once and proves the address; the details wait for the owner's retyping", async () => {
    const email = unique("flow");
    const code = await mintIssuer(email);
    const issuer = await issuerFor(code);
    expect(issuer.verified_at).toBeNull();

    expect(await ask(email, HOST)).toBe("sent");
    const mail = await accountMail(email, "sign-in");
    expect(mail.subject).toContain(mail.code);
    expect(mail.body).toContain(
      `https://${HOST}/my-trust-code/sign-in?token=${mail.token}`,
    );
    // Only hashes are stored: neither the code nor the token appears in D1.
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sign_in_codes WHERE code_hash = ?1 OR link_hash = ?1",
        mail.code,
      ),
    ).toBe(0);

    const result = await enter(email.toUpperCase(), mail.code);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE token_hash = ?1",
        await hashToken(result.token),
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE token_hash = ?1",
        result.token,
      ),
    ).toBe(0);
    const session = await currentSession(result.token);
    expect(session?.holder.code).toBe(code);
    // Signing in proves the address; details typed before wait for the owner's retyping.
    expect((await issuerFor(code)).verified_at).not.toBeNull();
    expect((await issuerFor(code)).details_confirmed_at).toBeNull();
    expect(await confirmPayoutDetails(session!, retyped())).toEqual({
      ok: true,
    });
    expect((await issuerFor(code)).details_confirmed_at).not.toBeNull();
    // Used once: the same code again no longer works.
    expect(await enter(email, mail.code)).toEqual({
      ok: false,
      reason: "spent",
    });
  });

  it("allows 5 tries per code: the fifth wrong entry spends it, even for the right code after", async () => {
    const email = unique("tries");
    await mintIssuer(email);
    await ask(email, HOST);
    const { code } = await accountMail(email, "sign-in");
    const wrong = code === "00000000" ? "11111111" : "00000000";
    for (let i = 1; i <= 4; i++)
      expect(await enter(email, wrong)).toEqual({
        ok: false,
        reason: "wrong",
      });
    expect(await enter(email, wrong)).toEqual({
      ok: false,
      reason: "spent",
    });
    expect(await enter(email, code)).toEqual({
      ok: false,
      reason: "spent",
    });
    // Typing something that is not 8 digits is no try.
    expect(await enter(email, "12ab")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("sends at most 3 codes an hour per address, counted across its spellings", async () => {
    const email = unique("hourly");
    await mintIssuer(email);
    const now = new Date();
    const spelling = email.replace("@", "+tag@").toUpperCase();
    expect(await ask(email, HOST, now)).toBe("sent");
    expect(await ask(spelling, HOST, later(now, 1000))).toBe("sent");
    expect(await ask(email, HOST, later(now, 2000))).toBe("sent");
    expect(await ask(email, HOST, later(now, 3000))).toBe("limited");
    expect(
      (await mailTo(email)).filter((m) => m.kind === "sign-in"),
    ).toHaveLength(3);
    expect(
      await ask(email, HOST, later(now, ACCOUNT_CODE_WINDOW_MS + 1000)),
    ).toBe("sent");
  });

  it("expires a code and its link after 15 minutes", async () => {
    const email = unique("expiry");
    await mintIssuer(email);
    const now = new Date();
    await ask(email, HOST, now);
    const { code, token } = await accountMail(email, "sign-in");
    const after = later(now, ACCOUNT_CODE_TTL_MS + 1);
    expect(await signInLinkState(token, after)).toBe("expired");
    expect(await enter(email, code, after)).toEqual({
      ok: false,
      reason: "spent",
    });
    expect(
      await signInLinkState(token, later(now, ACCOUNT_CODE_TTL_MS - 1000)),
    ).toBe("ok");
  });

  it("answers an unknown or suppressed address exactly like a holder's, and mails neither", async () => {
    const unknown = unique("nobody");
    const suppressed = unique("suppressed");
    await mintIssuer(suppressed);
    await env.DB.prepare(
      "INSERT INTO email_suppressions (email_hash, created_at) VALUES (?1, ?2)",
    )
      .bind(
        await suppressionHash(suppressed, env.SUPPRESSION_HMAC_KEY),
        new Date().toISOString(),
      )
      .run();
    const known = unique("known");
    await mintIssuer(known);
    const now = new Date();
    for (const email of [unknown, suppressed, known]) {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(await ask(email, HOST, later(now, i)));
      expect(answers).toEqual(["sent", "sent", "sent", "limited"]);
      expect(await enter(email, "12345678")).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
    expect(await mailTo(unknown)).toEqual([]);
    expect(
      (await mailTo(suppressed)).filter((m) => m.kind === "sign-in"),
    ).toEqual([]);
    // No address is stored in clear, known or not.
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sign_in_codes WHERE email_hash LIKE '%@%'",
      ),
    ).toBe(0);
  });

  it("signs an organisation's contact in to the organisation's code", async () => {
    const id = await insertRequest("Account Org");
    const { code } = await approveRequest(id, ADMIN, HOST);
    const { email } = await one<{ email: string }>(
      "SELECT email FROM organisation_requests WHERE id = ?1",
      id,
    );
    const session = await signedIn(email);
    expect(session.holder).toMatchObject({ kind: "organisation", id, code });
    const { verified_at } = await one<{ verified_at: string | null }>(
      "SELECT verified_at FROM organisation_requests WHERE id = ?1",
      id,
    );
    expect(verified_at).not.toBeNull();
  });
});

describe("/my-trust-code/sign-in link", () => {
  it("GET (the state) changes nothing; POST (signInWithLink) signs in once", async () => {
    const email = unique("link");
    const code = await mintIssuer(email);
    await ask(email, HOST);
    const { token } = await accountMail(email, "sign-in");
    // A mail scanner may fetch the link any number of times.
    for (let i = 0; i < 3; i++) expect(await signInLinkState(token)).toBe("ok");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE subject_id = ?1",
        (await issuerFor(code)).id,
      ),
    ).toBe(0);
    expect((await issuerFor(code)).verified_at).toBeNull();

    const result = await signInWithLink(token);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((await issuerFor(code)).verified_at).not.toBeNull();
    expect((await issuerFor(code)).details_confirmed_at).toBeNull();
    const session = await currentSession(result.token);
    expect(await confirmPayoutDetails(session!, retyped())).toEqual({
      ok: true,
    });
    expect((await issuerFor(code)).details_confirmed_at).not.toBeNull();
    expect(await signInLinkState(token)).toBe("used");
    expect(await signInWithLink(token)).toEqual({ ok: false, reason: "used" });
    expect(await signInLinkState("not-a-token")).toBe("unknown");
  });
});

describe("sessions", () => {
  it("Sign out ends the session on the server: the same cookie value no longer works", async () => {
    const email = unique("signout");
    await mintIssuer(email);
    const session = await signedIn(email);
    expect(await currentSession(session.token)).not.toBeNull();
    await signOut(session.token);
    expect(await currentSession(session.token)).toBeNull();
    const { ended_at } = await one<{ ended_at: string | null }>(
      "SELECT ended_at FROM account_sessions WHERE token_hash = ?1",
      await hashToken(session.token),
    );
    expect(ended_at).not.toBeNull();
  });

  it("lasts 7 days", async () => {
    const email = unique("week");
    await mintIssuer(email);
    const session = await signedIn(email);
    const now = Date.now();
    expect(
      await currentSession(session.token, new Date(now + 6.9 * 86_400_000)),
    ).not.toBeNull();
    expect(
      await currentSession(session.token, new Date(now + 7.01 * 86_400_000)),
    ).toBeNull();
  });
});
