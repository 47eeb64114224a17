import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validIssuer } from "../support/issuer";
import { SELF } from "./self";

/**
 * Hostile input: generated bad requests against every JSON endpoint. Each must
 * get a documented 4xx with the JSON error shape, never a 5xx, and nothing may
 * be written to D1.
 */
const TABLES = [
  "organisation_requests",
  "issuers",
  "trust_codes",
  "code_applications",
  "email_outbox",
];

const ORG = {
  organizationName: "Canopy Trust",
  website: "https://canopy.example.org",
  country: "GB",
  vertical: "charities-ngos-nonprofits",
  audienceSize: "0-10000",
  contactName: "Jo Rivers",
  email: "jo@canopy.example.org",
  timeframe: "immediately",
  acknowledgeTerms: true,
};
const IND = validIssuer("sam@example.com", "Sam Hostile", {
  paypalEmail: "sam@example.com",
  dateOfBirth: "1990-05-05",
});
const ENDPOINTS = {
  org: "/api/contact/trust-code-request",
  ind: "/api/contact/individual-trust-code-request",
  apply: "/api/contact/apply-trust-code",
} as const;

interface Case {
  name: string;
  path: string;
  method?: string;
  contentType?: string;
  body: string | null;
  expect: number[];
}

const SCRIPT = "<script>alert(1)</script>";
const SQL = "'; DROP TABLE issuers; --";
const WRONG_TYPES: unknown[] = [42, true, null, [], {}, ["a"], 1e308];
const UNICODE = [
  "\u202eevil",
  "a\u0000b",
  "\ud800",
  "ok\u2066x",
  "x".repeat(201),
];

function cases(): Case[] {
  const out: Case[] = [];
  const json = (path: string, name: string, body: unknown, codes = [400]) =>
    out.push({ name, path, body: JSON.stringify(body), expect: codes });

  for (const [label, base, path] of [
    ["org", ORG, ENDPOINTS.org],
    ["ind", IND, ENDPOINTS.ind],
  ] as const) {
    for (const field of Object.keys(base)) {
      const { [field]: _omit, ...missing } = base as Record<string, unknown>;
      json(path, `${label}: missing ${field}`, missing);
      for (const wrong of WRONG_TYPES) {
        if (wrong === (base as Record<string, unknown>)[field]) continue;
        json(path, `${label}: ${field} = ${JSON.stringify(wrong)}`, {
          ...base,
          [field]: wrong,
        });
      }
    }
    json(path, `${label}: extra field`, { ...base, isAdmin: true });
    json(
      path,
      `${label}: __proto__ field`,
      JSON.parse(`{"__proto__": {"x": 1}, "a": 1}`),
    );
    // A filled honeypot may be refused or silently dropped; either way nothing is stored.
    json(
      path,
      `${label}: honeypot filled`,
      { ...base, nickname: "bot" },
      [200, 400],
    );
    const textField = label === "org" ? "organizationName" : "fullName";
    for (const u of UNICODE)
      json(path, `${label}: unicode ${JSON.stringify(u).slice(0, 12)}`, {
        ...base,
        [textField]: u,
      });
    json(path, `${label}: script payload`, { ...base, [textField]: SCRIPT });
    json(path, `${label}: SQL in email`, { ...base, email: SQL });
    json(path, `${label}: SQL in country`, {
      ...base,
      [label === "org" ? "country" : "countryOfResidence"]: SQL,
    });
  }
  json(ENDPOINTS.org, "org: javascript: website", {
    ...ORG,
    website: "javascript:alert(1)",
  });
  json(ENDPOINTS.org, "org: SQL vertical", { ...ORG, vertical: SQL });
  json(ENDPOINTS.ind, "ind: under 18", {
    ...IND,
    dateOfBirth: new Date().toISOString().slice(0, 10),
  });
  json(ENDPOINTS.ind, "ind: impossible date", {
    ...IND,
    dateOfBirth: "1990-02-30",
  });
  json(ENDPOINTS.ind, "ind: cheque without address", {
    ...IND,
    payoutMethod: "cheque",
  });
  json(ENDPOINTS.ind, "ind: unknown payout", {
    ...IND,
    payoutMethod: "bitcoin",
  });

  const looks = [
    "АBC123",
    "ABCΟ12",
    "ＡＢＣ123",
    "abcı",
    "ſtar",
    "AB",
    "-ABC",
    "AB C",
    "A_BC",
    SCRIPT,
    SQL,
    "x".repeat(65),
    "",
  ];
  for (const code of looks)
    json(ENDPOINTS.apply, `apply: code ${JSON.stringify(code).slice(0, 14)}`, {
      code,
    });
  for (const wrong of WRONG_TYPES)
    json(ENDPOINTS.apply, `apply: code = ${JSON.stringify(wrong)}`, {
      code: wrong,
    });
  json(ENDPOINTS.apply, "apply: extra field", { code: "ABC123", admin: 1 });

  for (const path of Object.values(ENDPOINTS)) {
    for (const raw of ["{", "[1,", "nul", '{"a":}', "\u0000", "'x'"]) {
      out.push({
        name: `${path}: malformed ${JSON.stringify(raw)}`,
        path,
        body: raw,
        expect: [400],
      });
    }
    for (const body of ["null", "[]", '"str"', "42"])
      out.push({ name: `${path}: JSON ${body}`, path, body, expect: [400] });
    for (const ct of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
    ]) {
      out.push({
        name: `${path}: content-type ${ct}`,
        path,
        contentType: ct,
        body: "{}",
        expect: [415],
      });
    }
    out.push({
      name: `${path}: no content-type`,
      path,
      contentType: "",
      body: "{}",
      expect: [415],
    });
    out.push({
      name: `${path}: 17 KiB body`,
      path,
      body: JSON.stringify({ pad: "x".repeat(17 * 1024) }),
      expect: [413],
    });
    out.push({
      name: `${path}: invalid UTF-8`,
      path,
      body: "\uFFFD",
      expect: [400],
    });
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      out.push({
        name: `${path}: ${method}`,
        path,
        method,
        body: method === "GET" ? null : "{}",
        expect: [405],
      });
    }
  }
  return out;
}

const ALL = cases();
let ip = 0;
const counts = async () =>
  Promise.all(
    TABLES.map((t) =>
      env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>(),
    ),
  );

describe(`hostile input (${ALL.length} generated requests)`, () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeAll(async () => {
    before = await counts();
  });

  it("generates at least 150 cases", () =>
    expect(ALL.length).toBeGreaterThanOrEqual(150));

  for (const c of ALL) {
    it(c.name, async () => {
      const headers: Record<string, string> = {
        "cf-connecting-ip": `192.0.2.${ip++ % 250}-${ip}`,
      };
      if (c.contentType !== "")
        headers["content-type"] = c.contentType ?? "application/json";
      const res = await SELF.fetch(`http://localhost${c.path}`, {
        method: c.method ?? "POST",
        headers,
        body: c.body,
      });
      expect(c.expect, `${res.status}`).toContain(res.status);
      expect(res.headers.get("content-type")).toContain("application/json");
      const text = await res.text();
      const body = JSON.parse(text);
      if (res.status !== 200) expect(body.success).toBe(false);
      expect(typeof body.message).toBe("string");
      expect(text).not.toContain("<script>");
      expect(text).not.toMatch(/at \w+ \(|\.ts:\d+/); // no stack traces
    });
  }

  afterAll(async () => {
    expect(await counts()).toEqual(before);
  });
});

describe("invalid UTF-8 bytes", () => {
  it("answers 400", async () => {
    const res = await SELF.fetch(`http://localhost${ENDPOINTS.apply}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": "192.0.2.251",
      },
      body: new Uint8Array([0x7b, 0x22, 0x63, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(res.status).toBe(400);
  });
});
