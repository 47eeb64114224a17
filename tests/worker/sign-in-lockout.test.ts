import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newToken } from "#app/lib/identity/tokens.ts";
import {
  ACCOUNT_CODE_MAX_TRIES,
  ACCOUNT_CODE_WINDOW_MS,
  ACCOUNT_CODES_PER_DAY,
  ACCOUNT_CODES_PER_NETWORK_PER_DAY,
} from "#app/lib/policies.ts";
import {
  signInWithLink,
  type Requester,
} from "#app/lib/use-cases/account-sign-in.server.ts";
import {
  requestDetailsCode,
  changePayoutDetails,
} from "#app/lib/use-cases/payout-details.server.ts";
import { mintIssuer } from "./admin-helpers";
import {
  HOST,
  accountMail,
  ask,
  enter,
  later,
  signedIn,
  unique,
} from "./account-helpers";
import { count } from "./identity-helpers";
import { individualHolder } from "./ledger-helpers";

/**
 * Nobody can lock an owner out of /my-trust-code (docs/my-trust-code.md,
 * "Sign-in limits"): budgets per address and network, a code bound to the
 * browser that asked for it, a link that does not depend on the code's
 * tries, and tries reserved atomically.
 */
const stranger = (n = 0): Requester => ({
  client: `203.0.113.${n}`,
  browser: newToken(),
});
const owner: Requester = { client: "198.51.100.20", browser: newToken() };

describe("a stranger's requests never spend the owner's budget", () => {
  it("three requests from another network leave the owner's own network its three", async () => {
    const email = unique("budget");
    await mintIssuer(email);
    const now = new Date();
    const evil = stranger(1);
    for (let i = 0; i < 3; i++)
      expect(await ask(email, HOST, later(now, i), evil)).toBe("sent");
    expect(await ask(email, HOST, later(now, 3), evil)).toBe("limited");
    // The owner, from her own network, is not refused.
    for (let i = 0; i < 3; i++)
      expect(await ask(email, HOST, later(now, 10 + i), owner)).toBe("sent");
    expect(await ask(email, HOST, later(now, 20), owner)).toBe("limited");
  });

  it("the daily cap (10 an address) never refuses a browser that signed in to the address before", async () => {
    const email = unique("daily");
    await mintIssuer(email);
    // She signed in once from this browser: it carries her nir_device cookie.
    const start = new Date(Date.now() - ACCOUNT_CODE_WINDOW_MS * 2);
    const mine: Requester = { ...owner, browser: newToken() };
    expect(await ask(email, HOST, start, mine)).toBe("sent");
    const { code } = await accountMail(email, "sign-in");
    const signed = await enter(email, code, start, mine.browser);
    expect(signed.ok).toBe(true);
    if (!signed.ok) return;
    const device = signed.device;
    // Strangers on four networks use up the address's day.
    const now = new Date();
    let n = 0;
    for (let net = 0; net < 4; net++)
      for (let i = 0; i < 3; i++)
        await ask(email, HOST, later(now, n++), {
          client: `198.18.0.${net}`,
          browser: newToken(),
        });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sign_in_codes WHERE client LIKE '198.18.0.%'",
      ),
    ).toBe(ACCOUNT_CODES_PER_DAY - 1);
    // A new browser on a new network is refused by the daily cap…
    expect(
      await ask(email, HOST, later(now, 100), {
        client: "192.0.2.77",
        browser: newToken(),
      }),
    ).toBe("limited");
    // …but her known browser is not.
    expect(await ask(email, HOST, later(now, 101), { ...mine, device })).toBe(
      "sent",
    );
  });
});

describe("a code works only in the browser that asked for it", () => {
  it("a stranger's wrong guesses touch neither the owner's code nor her link", async () => {
    const email = unique("bound");
    await mintIssuer(email);
    expect(await ask(email, HOST, new Date(), owner)).toBe("sent");
    const { code } = await accountMail(email, "sign-in");
    const elsewhere = newToken();
    for (let i = 0; i < 10; i++)
      expect(await enter(email, "12345678", new Date(), elsewhere)).toEqual({
        ok: false,
        reason: "spent",
      });
    // The right code from the stranger's browser does not sign in either.
    expect((await enter(email, code, new Date(), elsewhere)).ok).toBe(false);
    expect(
      await count(
        "SELECT attempts AS n FROM account_sign_in_codes WHERE link_hash IS NOT NULL ORDER BY created_at DESC LIMIT 1",
      ),
    ).toBe(0);
    // The owner's own browser still signs in with it.
    expect((await enter(email, code, new Date(), owner.browser)).ok).toBe(true);
  });

  it("the e-mailed link works whatever happened to the code's tries", async () => {
    const email = unique("link-tries");
    await mintIssuer(email);
    expect(await ask(email, HOST, new Date(), owner)).toBe("sent");
    const { code, token } = await accountMail(email, "sign-in");
    const wrong = code === "00000000" ? "11111111" : "00000000";
    for (let i = 0; i < ACCOUNT_CODE_MAX_TRIES; i++)
      await enter(email, wrong, new Date(), owner.browser);
    expect(await enter(email, code, new Date(), owner.browser)).toEqual({
      ok: false,
      reason: "spent",
    });
    expect((await signInWithLink(token)).ok).toBe(true);
  });

  it("30 parallel wrong guesses get at most 5 tries, and the right code after them is spent", async () => {
    const email = unique("parallel");
    await mintIssuer(email);
    expect(await ask(email, HOST, new Date(), owner)).toBe("sent");
    const { code } = await accountMail(email, "sign-in");
    const wrong = code === "00000000" ? "11111111" : "00000000";
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        enter(email, wrong, new Date(), owner.browser),
      ),
    );
    const reasons = answers.map((a) => (a.ok ? "ok" : a.reason));
    expect(reasons.filter((r) => r === "wrong")).toHaveLength(
      ACCOUNT_CODE_MAX_TRIES - 1,
    );
    expect(reasons.filter((r) => r === "spent")).toHaveLength(
      30 - (ACCOUNT_CODE_MAX_TRIES - 1),
    );
    const { results } = await env.DB.prepare(
      "SELECT attempts FROM account_sign_in_codes WHERE browser_hash IS NOT NULL ORDER BY created_at DESC LIMIT 1",
    ).all<{ attempts: number }>();
    expect(results[0]!.attempts).toBe(ACCOUNT_CODE_MAX_TRIES);
    expect(await enter(email, code, new Date(), owner.browser)).toEqual({
      ok: false,
      reason: "spent",
    });
  });
});

describe("the payout-details code has its own window", () => {
  it("three sign-in codes in the hour do not refuse a details code, nor the other way round", async () => {
    const email = unique("details-window");
    await mintIssuer(email);
    const session = await signedIn(email);
    // The sign-in above used one; two more from strangers' networks.
    await ask(email, HOST, new Date(), stranger(40));
    await ask(email, HOST, new Date(), stranger(40));
    expect(await requestDetailsCode(session)).toBe("sent");
    const { code } = await accountMail(email, "details-code");
    expect(
      await changePayoutDetails(
        session,
        code,
        {
          payoutMethod: "paypal",
          paypalEmail: "own@example.net",
          dateOfBirth: "1980-01-01",
        },
        "en",
      ),
    ).toEqual({ ok: true });
    expect(await ask(email, HOST, new Date(), owner)).toBe("sent");
  });
});

describe("requested mail cannot be turned against the site", () => {
  it("one network gets at most 30 sign-in mails a day over every address; other networks are not refused", async () => {
    const holders = [];
    for (let i = 0; i < ACCOUNT_CODES_PER_NETWORK_PER_DAY + 5; i++)
      holders.push((await individualHolder()).email);
    const flood: Requester = { client: "198.18.9.9", browser: newToken() };
    const answers = [];
    for (const email of holders)
      answers.push(await ask(email, HOST, new Date(), flood));
    expect(answers.filter((a) => a === "sent")).toHaveLength(
      ACCOUNT_CODES_PER_NETWORK_PER_DAY,
    );
    // What that network caused to be mailed stays far below the site-wide cap.
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE kind = 'sign-in' AND recipient IN (SELECT value FROM json_each(?1))",
        JSON.stringify(holders),
      ),
    ).toBe(ACCOUNT_CODES_PER_NETWORK_PER_DAY);
    // The last holder, from her own network, still gets her code.
    expect(await ask(holders.at(-1)!, HOST, new Date(), owner)).toBe("sent");
  });
});
