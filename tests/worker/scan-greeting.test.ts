import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { scanGreeting } from "#app/lib/use-cases/scan-greeting.server.ts";
import { insertCode } from "./scan-helpers";
import { clientIp } from "../support/client-ip";

/** A page request carrying `cookie`, each from its own client (rate limit). */
function page(path: string, cookie?: string) {
  return new Request(`https://n.example${path}`, {
    headers: {
      "cf-connecting-ip": clientIp(),
      ...(cookie ? { cookie } : {}),
    },
  });
}

describe("the greeting of a visitor who arrived with a code", () => {
  it("reads nothing and greets no one without a code", async () => {
    expect(await scanGreeting(page("/"))).toBeNull();
    expect(await scanGreeting(page("/", "nir_trust_code=!!"))).toBeNull();
  });

  it("an active individual's code: applied", async () => {
    await insertCode("GREET-IND2");
    expect(
      await scanGreeting(page("/de/", "nir_trust_code=GREET-IND2")),
    ).toEqual({
      code: "GREET-IND2",
      status: "active",
      ownerKind: "individual",
    });
  });

  it("an organisation's code names the organisation it supports", async () => {
    const id = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO organisation_requests
           (id, organization_name, website, country, vertical, audience_size, contact_name, email, timeframe, created_at)
         VALUES (?1, 'Forest Friends', 'https://org.example', 'GB', 'charities-ngos-nonprofits', '0-10000', 'Ada', 'ada@org.example', 'immediately', ?2)`,
      ).bind(id, new Date().toISOString()),
      env.DB.prepare(
        `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
         VALUES ('GREET-ORG2', 'organisation', ?1, 'active', ?2)`,
      ).bind(id, new Date().toISOString()),
    ]);
    expect(await scanGreeting(page("/", "nir_trust_code=greet-org2"))).toEqual({
      code: "GREET-ORG2",
      status: "active",
      ownerKind: "organisation",
      organisationName: "Forest Friends",
    });
  });

  it("a code in the address wins over the cookie (the worker stores it on this response)", async () => {
    await insertCode("GREET-URL2");
    const greeting = await scanGreeting(
      page(
        "/trust-code-programme?code=greet-url2",
        "nir_trust_code=OTHER-CODE",
      ),
    );
    expect(greeting).toMatchObject({ code: "GREET-URL2", status: "active" });
  });

  it("unknown and stopped codes are one status, with the active code probably meant", async () => {
    await insertCode("GREET-STP2", "suspended");
    await insertCode("GREET-NEAR7");
    expect(await scanGreeting(page("/", "nir_trust_code=GREET-STP2"))).toEqual({
      code: "GREET-STP2",
      status: "inactive",
    });
    expect(await scanGreeting(page("/", "nir_trust_code=NO-SUCH-99"))).toEqual({
      code: "NO-SUCH-99",
      status: "inactive",
    });
    // One character off an active code.
    expect(await scanGreeting(page("/", "nir_trust_code=GREET-NEAR"))).toEqual({
      code: "GREET-NEAR",
      status: "inactive",
      suggestion: "GREET-NEAR7",
    });
  });

  it("shares the check page's rate limit: past it, no greeting", async () => {
    await insertCode("GREET-LIM2");
    const headers = {
      "cf-connecting-ip": "10.24.9.9",
      cookie: "nir_trust_code=GREET-LIM2",
    };
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(
        await scanGreeting(new Request("https://n.example/", { headers })),
      );
    expect(answers[0]).not.toBeNull();
    expect(answers.at(-1)).toBeNull();
  });
});
