import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { chequeIssuer, validIssuer } from "../support/issuer";
import { verifyEmail } from "#app/lib/use-cases/email-links.server.ts";
import { linkToken, mailTo, typedAgain } from "./identity-helpers";
import {
  APPLY_SUCCESS,
  INDIVIDUAL_SUCCESS,
  INVALID_CODE as INVALID_CODE_MESSAGE,
  ORGANISATION_SUCCESS,
} from "../support/spec-texts";
import { mintIssuer } from "./admin-helpers";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

const BASE = "http://localhost/api/contact";

/** A fresh client key per request keeps the 30/minute limit out of unrelated tests. */
function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": clientIp(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function count(table: string, where = "1=1", ...binds: unknown[]) {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`,
  )
    .bind(...binds)
    .first<{ n: number }>();
  return row!.n;
}

const organisation = {
  organizationName: "Forest Friends",
  website: "https://forest.example.org",
  country: "GB",
  vertical: "charities-ngos-nonprofits",
  audienceSize: "10000-50000",
  contactName: "Ada Green",
  email: "Ada@Forest.example.org",
  timeframe: "3-months",
  acknowledgeTerms: true,
};

const paypal = (email: string) =>
  validIssuer(email, "Jane Issuer", {
    paypalEmail: "pay@example.com",
    dateOfBirth: "1990-05-01",
  });
const cheque = (email: string) => chequeIssuer(email, "Jane Issuer");

describe("POST /api/contact/trust-code-request", () => {
  it("stores a valid request as pending and answers with the thank-you text", async () => {
    const res = await post("/trust-code-request", organisation);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: ORGANISATION_SUCCESS,
    });
    const row = await env.DB.prepare(
      "SELECT * FROM organisation_requests WHERE organization_name = 'Forest Friends'",
    ).first<Record<string, string>>();
    expect(row).toMatchObject({
      email: "ada@forest.example.org",
      vertical: "charities-ngos-nonprofits",
      status: "pending",
    });
  });

  it("answers 400 naming every bad field and stores nothing", async () => {
    const before = await count("organisation_requests");
    const res = await post("/trust-code-request", {
      ...organisation,
      website: "not a url",
      email: "nope",
      vertical: "casinos",
      acknowledgeTerms: false,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      success: boolean;
      errors: Record<string, string>;
    };
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual([
      "acknowledgeTerms",
      "email",
      "vertical",
      "website",
    ]);
    expect(await count("organisation_requests")).toBe(before);
  });

  it("drops a filled honeypot silently", async () => {
    const before = await count("organisation_requests");
    const res = await post("/trust-code-request", {
      ...organisation,
      nickname: "bot",
    });
    expect(res.status).toBe(200);
    expect(await count("organisation_requests")).toBe(before);
  });
});

describe("POST /api/contact/individual-trust-code-request", () => {
  it.each([
    ["paypal", paypal("pp@example.com")],
    ["cheque", cheque("cq@example.com")],
  ])(
    "mints a code for a %s issuer with QR, issuer, code and outbox rows",
    async (method, payload) => {
      const res = await post("/individual-trust-code-request", payload);
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        success: boolean;
        message: string;
        trust_code: string;
        qr_code: { qr_code_url: string; trust_code: string };
        qr_generated: boolean;
      };
      expect(body.success).toBe(true);
      expect(body.message).toBe(INDIVIDUAL_SUCCESS);
      expect(body.trust_code).toMatch(/^[A-Z0-9][A-Z0-9-]{2,}$/);
      expect(body.qr_code.trust_code).toBe(body.trust_code);
      expect(body.qr_code.qr_code_url).toMatch(/^data:image\/gif;base64,/);
      expect(body.qr_generated).toBe(true);

      const issuer = await env.DB.prepare(
        "SELECT i.* FROM issuers i JOIN trust_codes c ON c.owner_id = i.id WHERE c.code = ?1",
      )
        .bind(body.trust_code)
        .first<Record<string, string | null>>();
      expect(issuer?.payout_method).toBe(method);
      if (method === "paypal") {
        expect(issuer?.date_of_birth).toBe("1990-05-01");
        expect(issuer?.postal_city).toBeNull();
      } else {
        expect(issuer?.date_of_birth).toBeNull();
        expect(issuer?.postal_city).toBe("London");
        expect(issuer?.postal_address_line2).toBeNull();
      }
      expect(
        await count("email_outbox", "trust_code = ?1", body.trust_code),
      ).toBe(1);
    },
  );

  it("refuses someone under 18 with a dateOfBirth error", async () => {
    const d = new Date();
    const dob = `${d.getUTCFullYear() - 17}-01-01`;
    const res = await post("/individual-trust-code-request", {
      ...paypal("young@example.com"),
      dateOfBirth: dob,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.dateOfBirth).toBe("You must be 18 or older.");
    expect(await count("issuers", "email = 'young@example.com'")).toBe(0);
  });

  it("requires the postal fields for cheque payouts", async () => {
    const res = await post("/individual-trust-code-request", {
      ...cheque("nopost@example.com"),
      postalCity: "",
      postalZip: "",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual([
      "postalCity",
      "postalZip",
    ]);
  });

  it("answers a repeated address with 200 and no code, mints nothing, and reminds the verified holder", async () => {
    await mintIssuer("twice@example.com");
    const [first] = await mailTo("twice@example.com");
    expect(
      await verifyEmail(
        linkToken(first!.body_text, "verify"),
        new Date(),
        typedAgain("pay@example.com"),
      ),
    ).toBe("done");
    const counts = async () => [
      await count("issuers"),
      await count("trust_codes"),
    ];
    const before = await counts();
    const res = await post(
      "/individual-trust-code-request",
      cheque("TWICE@example.com"),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Check your email for your Trust Code!",
      trust_code: null,
      qr_code: null,
      qr_generated: false,
    });
    expect(await counts()).toEqual(before);
    expect(
      await count(
        "email_outbox",
        "recipient = 'twice@example.com' AND kind = 'reminder'",
      ),
    ).toBe(1);
  });
});

describe("POST /api/contact/apply-trust-code", () => {
  it("applies a minted code, case-insensitively, and records it", async () => {
    const code = await mintIssuer("apply@example.com");
    const res = await post(
      "/apply-trust-code",
      { code: ` ${code.toLowerCase()} ` },
      { cookie: "nir_sid=0f8fad5b-d9cb-469f-a165-70867728950e" },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: APPLY_SUCCESS(code),
    });
    const row = await env.DB.prepare(
      "SELECT * FROM code_applications WHERE code = ?1",
    )
      .bind(code)
      .first<Record<string, string>>();
    expect(row?.session_id).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
  });

  it("a minted code also works through /c/<code>", async () => {
    const code = await mintIssuer("scan@example.com");
    const res = await SELF.fetch(`http://localhost/c/${code.toLowerCase()}`, {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^nir_trust_code=${code};`),
    );
  });

  it("answers success false with the not-recognised text for an unknown code", async () => {
    const before = await count("code_applications");
    const res = await post("/apply-trust-code", { code: "NO-SUCH-CODE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      error: "unknown_code",
      message: INVALID_CODE_MESSAGE,
    });
    expect(await count("code_applications")).toBe(before);
  });

  it("answers 400 for a code that breaks the syntax", async () => {
    const res = await post("/apply-trust-code", { code: "-x" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: string;
      errors: Record<string, string>;
    };
    expect(body.errors.code).toBe(INVALID_CODE_MESSAGE);
    expect(body.error).toBe("invalid_input");
  });
});

describe("idempotency (Idempotency-Key)", () => {
  it("a repeated organisation request with one key stores one row", async () => {
    const key = crypto.randomUUID();
    const payload = { ...organisation, organizationName: "Twice Clicked" };
    const headers = { "idempotency-key": key };
    const [a, b] = await Promise.all([
      post("/trust-code-request", payload, headers),
      post("/trust-code-request", payload, headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(
      await count(
        "organisation_requests",
        "organization_name = 'Twice Clicked'",
      ),
    ).toBe(1);
  });

  it("concurrent mints with one key create one issuer and answer the same code", async () => {
    const key = crypto.randomUUID();
    const payload = paypal("double@example.com");
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post("/individual-trust-code-request", payload, {
          "idempotency-key": key,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const codes = await Promise.all(
      responses.map(
        async (r) => ((await r.json()) as { trust_code: string }).trust_code,
      ),
    );
    expect(new Set(codes).size).toBe(1);
    expect(await count("issuers", "email = 'double@example.com'")).toBe(1);
    expect(
      await count("email_outbox", "recipient = 'double@example.com'"),
    ).toBe(1);
  });

  it("a key reused by another person still mints them a fresh code", async () => {
    const key = crypto.randomUUID();
    const first = await post(
      "/individual-trust-code-request",
      paypal("k1@example.com"),
      { "idempotency-key": key },
    );
    const second = await post(
      "/individual-trust-code-request",
      paypal("k2@example.com"),
      { "idempotency-key": key },
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as {
      trust_code: string;
    }[];
    expect(a.trust_code).not.toBe(b.trust_code);
  });
});

describe("request guards", () => {
  it("415 for a non-JSON body", async () => {
    const res = await post("/trust-code-request", "a=b", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
  });

  it("413 for a body over 16 KiB", async () => {
    const res = await post("/trust-code-request", {
      ...organisation,
      organizationName: "x".repeat(17 * 1024),
    });
    expect(res.status).toBe(413);
  });

  it("400 for invalid JSON", async () => {
    const res = await post("/apply-trust-code", "{not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it("405 with Allow: POST on GET", async () => {
    const res = await SELF.fetch(`${BASE}/apply-trust-code`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("429 with Retry-After once a client passes 30 requests a minute", async () => {
    const headers = { "cf-connecting-ip": clientIp() };
    const statuses: number[] = [];
    await startOfFreshWindow();
    for (let i = 0; i < RATE_LIMIT + 1; i++) {
      const res = await post("/apply-trust-code", { code: "NO-SUCH" }, headers);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toBe("60");
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  }, 60_000);
});
