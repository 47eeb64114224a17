import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { mintIndividualCode } from "#app/lib/use-cases/mint-individual-code.server.ts";
import { suppressionHash } from "#app/lib/identity/suppression-key.ts";
import { hashToken } from "#app/lib/identity/tokens.ts";
import {
  eraseOnRequest,
  suppressOnRequest,
  verifyEmail,
} from "#app/lib/use-cases/email-links.server.ts";
import { DAY_MS, VERIFICATION_TOKEN_TTL_MS } from "#app/lib/policies.ts";
import { SANCTIONED_RESIDENCE as SANCTIONED_RESIDENCE_MESSAGE } from "../support/spec-texts";
import { ADMIN, applies, insertRequest, one } from "./admin-helpers";
import { SELF } from "./self";
import {
  count,
  individual,
  linkToken,
  mailTo,
  request,
  typedAgain,
} from "./identity-helpers";

const TYPED = ["Zed Typedname", "typed-paypal@example.net"];

describe("minting: a code that works at once, an unverified holder", () => {
  it("stores the normalised address, unverified, and e-mails fixed text with both links", async () => {
    const res = await request("New.Person+promo@Example.org");
    expect(res.status).toBe(200);
    const code = res.body.trust_code!;
    expect(code).toMatch(/^NIR-/);
    expect(await applies(code)).toBe(true);
    const issuer = await one<{
      email: string;
      email_normalised: string;
      verified_at: string | null;
    }>(
      "SELECT email, email_normalised, verified_at FROM issuers i JOIN trust_codes c ON c.owner_id = i.id WHERE c.code = ?1",
      code,
    );
    expect(issuer).toEqual({
      email: "new.person+promo@example.org",
      email_normalised: "new.person@example.org",
      verified_at: null,
    });
    const [mail] = await mailTo("new.person+promo@example.org");
    expect(mail!.kind).toBe("code");
    expect(mail!.body_text).toContain(code);
    expect(mail!.body_text).toContain(`/c/${code}`);
    expect(mail!.body_text).toContain("Codes never affect search results.");
    expect(mail!.body_text).toContain("I did not ask for this: https://");
    for (const typed of TYPED) expect(mail!.body_text).not.toContain(typed);
  });

  it("keeps only the SHA-256 of each one-time token", async () => {
    await request("hash-check@example.org");
    const [mail] = await mailTo("hash-check@example.org");
    for (const path of ["verify", "not-me"] as const) {
      const token = linkToken(mail!.body_text, path);
      expect(
        await count(
          "SELECT COUNT(*) AS n FROM email_tokens WHERE token_hash = ?1",
          token,
        ),
      ).toBe(0);
      expect(
        await count(
          "SELECT COUNT(*) AS n FROM email_tokens WHERE token_hash = ?1",
          await hashToken(token),
        ),
      ).toBe(1);
    }
  });
});

describe("verification link", () => {
  it("valid: verifies once; reused: refused; the holder becomes verified", async () => {
    const { body } = await request("verify-me@example.org");
    const token = linkToken(
      (await mailTo("verify-me@example.org"))[0]!.body_text,
      "verify",
    );
    // An individual's details are confirmed by typing the destination again.
    expect(await verifyEmail(token)).toBe("details-needed");
    expect(await verifyEmail(token, new Date(), typedAgain())).toBe("done");
    const row = await one<{ verified_at: string | null }>(
      "SELECT verified_at FROM issuers i JOIN trust_codes c ON c.owner_id = i.id WHERE c.code = ?1",
      body.trust_code,
    );
    expect(row.verified_at).not.toBeNull();
    expect(await verifyEmail(token, new Date(), typedAgain())).toBe("used");
  });

  it("expired after 14 days; wrong or malformed tokens are unknown", async () => {
    await request("late@example.org");
    const token = linkToken(
      (await mailTo("late@example.org"))[0]!.body_text,
      "verify",
    );
    const later = new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS + 1000);
    expect(await verifyEmail(token, later)).toBe("expired");
    expect(await verifyEmail("A".repeat(43))).toBe("unknown");
    expect(await verifyEmail("short")).toBe("unknown");
    expect(await verifyEmail(null)).toBe("unknown");
    // The not-me token is no verification token.
    const notMe = linkToken(
      (await mailTo("late@example.org"))[0]!.body_text,
      "not-me",
    );
    expect(await verifyEmail(notMe)).toBe("unknown");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email = 'late@example.org' AND verified_at IS NOT NULL",
      ),
    ).toBe(0);
  });
});

describe("I did not ask for this", () => {
  it("erases the request and its code at once, then suppresses the address as a keyed hash", async () => {
    const { body } = await request("victim.name@gmail.com");
    const code = body.trust_code!;
    const notMe = linkToken(
      (await mailTo("victim.name@gmail.com"))[0]!.body_text,
      "not-me",
    );
    expect(await eraseOnRequest(notMe)).toBe("done");
    expect(await applies(code)).toBe(false);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email = 'victim.name@gmail.com'",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM trust_codes WHERE code = ?1",
        code,
      ),
    ).toBe(0);
    expect(await mailTo("victim.name@gmail.com")).toEqual([]);
    // Erasing twice changes nothing.
    expect(await eraseOnRequest(notMe)).toBe("used");

    // The separate choice: never e-mail this address again.
    expect(await suppressOnRequest(notMe)).toBe("done");
    const expected = await suppressionHash("victimname@gmail.com", undefined);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_suppressions WHERE email_hash = ?1",
        expected,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_suppressions WHERE email_hash LIKE '%victim%'",
      ),
    ).toBe(0);

    // A suppressed address (any variant) gets no code and no mail.
    const again = await request("Victim.Name+x@googlemail.com");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      success: true,
      trust_code: null,
      qr_generated: false,
    });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email_normalised = 'victimname@gmail.com'",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE recipient_normalised = 'victimname@gmail.com'",
      ),
    ).toBe(0);
  });

  it("frees a squatted address: the owner's one click lets them mint their own", async () => {
    // A squatter registers the victim's address with their own PayPal account.
    await request("owner@example.org", { paypalEmail: "squatter@example.net" });
    const notMe = linkToken(
      (await mailTo("owner@example.org"))[0]!.body_text,
      "not-me",
    );
    expect(await eraseOnRequest(notMe)).toBe("done");
    const own = await request("owner@example.org", {
      paypalEmail: "owner@example.org",
    });
    expect(own.body.trust_code).toMatch(/^NIR-/);
  });
});

describe("a repeated address", () => {
  it("answers 200 with no code for every normalised variant, and reminds the verified holder at most once a day", async () => {
    const first = await request("jane.doe@gmail.com");
    const code = first.body.trust_code!;
    expect(
      await verifyEmail(
        linkToken((await mailTo("jane.doe@gmail.com"))[0]!.body_text, "verify"),
        new Date(),
        typedAgain(),
      ),
    ).toBe("done");
    for (const variant of [
      "Jane.Doe@gmail.com",
      "janedoe+x@googlemail.com",
      "j.a.n.e.d.o.e@GMAIL.com",
    ]) {
      const res = await request(variant);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: "Check your email for your Trust Code!",
        trust_code: null,
        qr_code: null,
        qr_generated: false,
      });
    }
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email_normalised = 'janedoe@gmail.com'",
      ),
    ).toBe(1);
    // Reminders go to the address the holder registered, once a day.
    const mail = await mailTo("jane.doe@gmail.com");
    expect(mail.map((m) => m.kind)).toEqual(["code", "reminder"]);
    const reminder = mail[1]!;
    expect(reminder.body_text).toContain(code);
    for (const typed of TYPED) expect(reminder.body_text).not.toContain(typed);

    // A day later, one more reminder.
    const tomorrow = new Date(Date.now() + DAY_MS + 1000);
    const outcome = await mintIndividualCode(
      individual("jane.doe@gmail.com"),
      "nirvana.example",
      null,
      tomorrow,
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body.trust_code).toBeNull();
    expect(
      (await mailTo("jane.doe@gmail.com")).filter((m) => m.kind === "reminder"),
    ).toHaveLength(2);
  });

  it("a verified holder's reminder carries no one-time links", async () => {
    await request("verified-holder@example.org");
    const token = linkToken(
      (await mailTo("verified-holder@example.org"))[0]!.body_text,
      "verify",
    );
    expect(await verifyEmail(token, new Date(), typedAgain())).toBe("done");
    await request("Verified-Holder@example.org");
    const reminder = (await mailTo("verified-holder@example.org")).find(
      (m) => m.kind === "reminder",
    )!;
    expect(reminder.body_text).not.toContain("/not-me?token=");
    expect(reminder.body_text).not.toContain("/verify?token=");
  });
});

describe("sending limits", () => {
  it("at most 3 messages to one recipient a day: a fourth mint is refused, reminders stop", async () => {
    const now = new Date().toISOString();
    for (let i = 0; i < 3; i++)
      await env.DB.prepare(
        `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, created_at)
         VALUES (?1, 'busy@example.org', 'busy@example.org', 'code', 's', 'b', ?2)`,
      )
        .bind(crypto.randomUUID(), now)
        .run();
    const res = await request("busy+again@example.org");
    expect(res.status).toBe(429);
    expect(res.body.success).toBe(false);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email_normalised = 'busy@example.org'",
      ),
    ).toBe(0);

    // A (verified) holder already at the cap gets no reminder.
    await request("capped-holder@example.org");
    expect(
      await verifyEmail(
        linkToken(
          (await mailTo("capped-holder@example.org"))[0]!.body_text,
          "verify",
        ),
        new Date(),
        typedAgain(),
      ),
    ).toBe("done");
    for (let i = 0; i < 2; i++)
      await env.DB.prepare(
        `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, created_at)
         VALUES (?1, 'capped-holder@example.org', 'capped-holder@example.org', 'code', 's', 'b', ?2)`,
      )
        .bind(crypto.randomUUID(), now)
        .run();
    expect((await request("capped-holder@example.org")).status).toBe(200);
    expect(
      (await mailTo("capped-holder@example.org")).filter(
        (m) => m.kind === "reminder",
      ),
    ).toHaveLength(0);
  });

  it("new codes per recipient domain a day (default 50) per network, then 429 with Retry-After for that network only", async () => {
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: 50 }, () =>
        env.DB.prepare(
          "INSERT INTO mint_clients (client, minted_at, domain) VALUES ('192.0.2.50', ?1, 'crowded.example')",
        ).bind(now),
      ),
    );
    const from = (ip: string, email: string) =>
      SELF.fetch("http://localhost/api/contact/individual-trust-code-request", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": ip },
        body: JSON.stringify(individual(email)),
      });
    const res = await from("192.0.2.50", "one-more@Crowded.example");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe(String(24 * 60 * 60));
    expect(
      ((await res.json()) as { errors?: Record<string, string> }).errors?.email,
    ).toMatch(/e-mail domain/);
    expect((await from("192.0.2.51", "other@crowded.example")).status).toBe(
      200,
    );
    expect((await request("fine@roomy.example")).status).toBe(200);
  });
});

describe("eligibility", () => {
  it("refuses residence in a comprehensively sanctioned jurisdiction with a clear message", async () => {
    for (const country of ["CU", "IR", "KP", "SY"]) {
      const res = await request(`resident-${country}@example.org`, {
        countryOfResidence: country,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.countryOfResidence).toBe(
        SANCTIONED_RESIDENCE_MESSAGE,
      );
    }
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email LIKE 'resident-%'",
      ),
    ).toBe(0);
  });
});

describe("organisation codes", () => {
  it("are verified through the contact e-mail on approval, with fixed text only", async () => {
    const id = await insertRequest("Typed Org Name");
    const result = await approveRequest(id, ADMIN, "nirvana.example");
    expect(result.ok).toBe(true);
    const contact = await one<{ email: string }>(
      "SELECT email FROM organisation_requests WHERE id = ?1",
      id,
    );
    const [mail] = await mailTo(contact.email);
    expect(mail!.body_text).toContain(result.code!);
    expect(mail!.body_text).not.toContain("Typed Org Name");
    expect(mail!.body_text).not.toContain("Ada Green");
    const token = linkToken(mail!.body_text, "verify");
    expect(await verifyEmail(token)).toBe("done");
    const row = await one<{ verified_at: string | null }>(
      "SELECT verified_at FROM organisation_requests WHERE id = ?1",
      id,
    );
    expect(row.verified_at).not.toBeNull();
  });
});

describe("organisation contacts", () => {
  it("can erase an approved request and its code with the not-me link", async () => {
    const id = await insertRequest("Unwanted Org");
    const { code } = await approveRequest(id, ADMIN, "nirvana.example");
    const contact = await one<{ email: string }>(
      "SELECT email FROM organisation_requests WHERE id = ?1",
      id,
    );
    const [mail] = await mailTo(contact.email);
    expect(await eraseOnRequest(linkToken(mail!.body_text, "not-me"))).toBe(
      "done",
    );
    expect(await applies(code!)).toBe(false);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM organisation_requests WHERE id = ?1",
        id,
      ),
    ).toBe(0);
  });
});

describe("bar: nothing a requester typed reaches an unverified inbox", () => {
  it("no outbox message to an unverified address contains typed text", async () => {
    await request("bar-check@example.org");
    await request("Bar-Check@example.org");
    const { results } = await env.DB.prepare(
      `SELECT o.body_text, o.subject FROM email_outbox o
       WHERE o.recipient_normalised IN (SELECT email_normalised FROM issuers WHERE verified_at IS NULL)
          OR o.recipient_normalised IN (SELECT lower(email) FROM organisation_requests WHERE verified_at IS NULL)`,
    ).all<{ body_text: string; subject: string }>();
    expect(results.length).toBeGreaterThan(2);
    for (const m of results)
      for (const typed of [
        ...TYPED,
        "Typed Org Name",
        "Ada Green",
        "Jane Issuer",
      ])
        expect(`${m.subject}\n${m.body_text}`).not.toContain(typed);
  });
});
