import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deliverDueMessages } from "#app/lib/db/outbox.server.ts";
import { sentToday } from "#app/lib/db/sending-limits.server.ts";
import type { EmailSender, OutgoingEmail } from "#app/lib/email/types.ts";
import { MAX_MINTS_PER_CLIENT_PER_DAY } from "#app/lib/policies.ts";
import { one } from "./admin-helpers";
import { SELF } from "./self";
import { count, individual, request } from "./identity-helpers";

/** A mint from a chosen client address (the API's own path, rate limit included). */
async function mintFrom(ip: string, email: string) {
  const res = await SELF.fetch(
    "http://localhost/api/contact/individual-trust-code-request",
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify(individual(email)),
    },
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      trust_code?: string | null;
      errors?: Record<string, string>;
    },
  };
}

/** A network's earlier requests for a domain today, as the mint counts them. */
function seedMints(client: string, domain: string, n: number) {
  const now = new Date().toISOString();
  return env.DB.batch(
    Array.from({ length: n }, () =>
      env.DB.prepare(
        "INSERT INTO mint_clients (client, minted_at, domain) VALUES (?1, ?2, ?3)",
      ).bind(client, now, domain),
    ),
  );
}

describe("mail a person is waiting for goes first", () => {
  it("a verification e-mail jumps a backlog of older bulk mail when the daily cap leaves room for one", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < 5; i++)
      await env.DB.prepare(
        `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, created_at, priority)
         VALUES (?1, ?2, ?2, 'code', 'bulk', 'bulk', ?3, 0)`,
      )
        .bind(crypto.randomUUID(), `bulk${i}@example.org`, past)
        .run();
    expect((await request("waiting@example.org")).status).toBe(200);
    const sent: OutgoingEmail[] = [];
    const sender: EmailSender = {
      name: "recording",
      async send(email) {
        sent.push(email);
      },
    };
    const now = new Date(Date.now() + 1000);
    const report = await deliverDueMessages(sender, {
      now,
      dailyCap: (await sentToday(now)) + 1,
    });
    expect(report.sent).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["waiting@example.org"]);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE subject = 'bulk' AND status = 'pending'",
      ),
    ).toBe(5);
  });
});

describe("the per-domain cap cannot lock a domain out", () => {
  it("replays the lockout: 50 made-up addresses from one network stop at its own budget; a real sign-up still works", async () => {
    const answers: Awaited<ReturnType<typeof mintFrom>>[] = [];
    for (let i = 0; i < 50; i++)
      // One attacker rotating addresses inside one IPv6 /64.
      answers.push(
        await mintFrom(
          `2001:db8:66:1::${(i + 1).toString(16)}`,
          `x${i}-${crypto.randomUUID().slice(0, 8)}@lockout.example`,
        ),
      );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(
      MAX_MINTS_PER_CLIENT_PER_DAY,
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      50 - MAX_MINTS_PER_CLIENT_PER_DAY,
    );
    // The first refusal is the network's own daily budget (later ones may
    // also meet the per-minute rate limit of the same /64).
    const refused = answers[MAX_MINTS_PER_CLIENT_PER_DAY]!;
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.email).toMatch(/your network/);

    // The owner of a real address at that domain, from her own network.
    const real = await mintFrom("198.51.100.23", "real.person@lockout.example");
    expect(real.status).toBe(200);
    expect(real.body.trust_code).toMatch(/^NIR-/);
  });

  it("replays the five-network lockout: 5 IPv6 /64s x 10 mints at a domain never refuse a real person there", async () => {
    for (let net = 0; net < 5; net++)
      for (let i = 0; i < MAX_MINTS_PER_CLIENT_PER_DAY; i++)
        expect(
          (
            await mintFrom(
              `2001:db8:${net + 70}:1::${(i + 1).toString(16)}`,
              `n${net}x${i}-${crypto.randomUUID().slice(0, 8)}@five.example`,
            )
          ).status,
        ).toBe(200);
    const real = await mintFrom("198.51.100.24", "real.person@five.example");
    expect(real.status).toBe(200);
    expect(real.body.trust_code).toMatch(/^NIR-/);
    // Fifty real mints through the API: more than the default 30 s on a loaded machine.
  }, 120_000);

  it("refuses only the network that used the domain's cap up, counting subdomains with their registrable domain", async () => {
    await seedMints("203.0.113.91", "shared.co.uk", 50);
    const sub = await mintFrom("203.0.113.91", "someone@mail.eu.shared.co.uk");
    expect(sub.status).toBe(429);
    expect(sub.body.errors?.email).toMatch(/e-mail domain/);
    // Any other network is not refused for the same domain.
    expect(
      (await mintFrom("203.0.113.92", "someone@mail.eu.shared.co.uk")).status,
    ).toBe(200);
    // Another registrable domain under the same public suffix is its own.
    expect((await mintFrom("203.0.113.93", "someone@other.co.uk")).status).toBe(
      200,
    );
    const stored = await one<{ email_domain: string }>(
      "SELECT email_domain FROM issuers WHERE email = 'someone@other.co.uk'",
    );
    expect(stored.email_domain).toBe("other.co.uk");
  });
});

describe("a repeat and a new address answer alike and share one budget", () => {
  it("repeats of a holder's address count against the network, and past the budget both answer 429 alike", async () => {
    const holder = `holder-${crypto.randomUUID().slice(0, 8)}@alike.example`;
    expect((await mintFrom("198.51.100.80", holder)).status).toBe(200);
    const net = "198.51.100.81";
    const answers = [];
    for (let i = 0; i < MAX_MINTS_PER_CLIENT_PER_DAY; i++)
      answers.push(await mintFrom(net, holder));
    // Each repeat: 200, no code, the same message as a new request's.
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.trust_code ?? null).toBeNull();
    }
    const repeat = await mintFrom(net, holder);
    const fresh = await mintFrom(
      net,
      `new-${crypto.randomUUID().slice(0, 8)}@alike.example`,
    );
    expect([repeat.status, fresh.status]).toEqual([429, 429]);
    expect(repeat.body).toEqual(fresh.body);
  });
});
