import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

function post(
  path: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": clientIp(),
      ...headers,
    },
  });
}

describe("GET /api/health", () => {
  it("answers { ok: true }", async () => {
    const res = await SELF.fetch("http://localhost/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("GET /api/countries", () => {
  it("lists every ISO alpha-2 country, GB first, US second, the rest by name", async () => {
    const res = await SELF.fetch("http://localhost/api/countries");
    const { countries } = (await res.json()) as {
      countries: { code: string; name: string }[];
    };
    expect(countries).toHaveLength(249);
    expect(countries[0]).toEqual({ code: "GB", name: "United Kingdom" });
    expect(countries[1]).toEqual({ code: "US", name: "United States" });
    const rest = countries.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
  });

  it("reads through KV: a cached list is served as stored", async () => {
    await env.CACHE.put(
      "countries:v1",
      JSON.stringify([{ code: "GB", name: "From KV" }]),
    );
    const res = await SELF.fetch("http://localhost/api/countries");
    expect(((await res.json()) as { countries: unknown[] }).countries).toEqual([
      { code: "GB", name: "From KV" },
    ]);
    await env.CACHE.delete("countries:v1");
  });

  it("writes the sorted list to KV with a TTL on a miss", async () => {
    await env.CACHE.delete("countries:v1");
    await SELF.fetch("http://localhost/api/countries");
    let stored: string | null = null;
    for (let i = 0; i < 50 && !stored; i++) {
      stored = await env.CACHE.get("countries:v1");
      if (!stored) await new Promise((r) => setTimeout(r, 10));
    }
    expect(JSON.parse(stored!)[0].code).toBe("GB");
    const { keys } = await env.CACHE.list({ prefix: "countries:" });
    expect(keys[0].expiration).toBeGreaterThan(Date.now() / 1000);
  });
});

describe("generic JSON POST behaviour", () => {
  const path = "/api/contact/apply-trust-code";

  it("415 for a non-JSON content type", async () => {
    const res = await post(path, "code=abc", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      success: false,
      message: expect.any(String),
    });
  });

  it("413 over 16 KiB", async () => {
    const res = await post(
      path,
      JSON.stringify({ code: "x".repeat(17 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it("400 for invalid JSON", async () => {
    const res = await post(path, "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: "Request body is not valid JSON.",
    });
  });

  it("405 with Allow for other methods", async () => {
    const res = await SELF.fetch(`http://localhost${path}`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("404 JSON for unknown /api paths", async () => {
    const res = await SELF.fetch("http://localhost/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Not found." });
  });

  it("429 with Retry-After past the rate limit, and nothing stored", async () => {
    const ip = clientIp();
    await startOfFreshWindow();
    // The whole allowance spent on invalid bodies (400, nothing stored)...
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await post(
        "/api/contact/trust-code-request",
        JSON.stringify({}),
        { "cf-connecting-ip": ip },
      );
      expect(res.status).toBe(400);
    }
    // ...then a request that would be stored if the limiter let it through.
    const name = `Over The Limit ${Date.now()}`;
    const res = await post(
      "/api/contact/trust-code-request",
      JSON.stringify({
        organizationName: name,
        website: "https://limit.example.org",
        country: "GB",
        vertical: "insurers",
        audienceSize: "0-10000",
        contactName: "Ada Green",
        email: "ada@limit.example.org",
        timeframe: "exploring",
        acknowledgeTerms: true,
      }),
      { "cf-connecting-ip": ip },
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM organisation_requests WHERE organization_name = ?1",
    )
      .bind(name)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  }, 60_000);

  it("the same valid body from a client under the limit is stored", async () => {
    const name = `Under The Limit ${Date.now()}`;
    const res = await post(
      "/api/contact/trust-code-request",
      JSON.stringify({
        organizationName: name,
        website: "https://limit.example.org",
        country: "GB",
        vertical: "insurers",
        audienceSize: "0-10000",
        contactName: "Ada Green",
        email: "ada@limit.example.org",
        timeframe: "exploring",
        acknowledgeTerms: true,
      }),
    );
    expect(res.status).toBe(200);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM organisation_requests WHERE organization_name = ?1",
    )
      .bind(name)
      .first<{ n: number }>();
    expect(stored!.n).toBe(1);
  });
});

describe("security headers", () => {
  it("every response carries them; HTML gets a fresh nonce CSP and no-store", async () => {
    const a = await SELF.fetch("http://localhost/");
    const b = await SELF.fetch("http://localhost/");
    for (const res of [a, b]) {
      expect(res.headers.get("strict-transport-security")).toMatch(
        /max-age=(\d{8,})/,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const nonce = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy")!)![1];
    expect(nonce(a)).not.toBe(nonce(b));
    expect(atob(nonce(a))).toHaveLength(16);
    const csp = a.headers.get("content-security-policy")!;
    for (const d of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "worker-src 'self'",
    ]) {
      expect(csp).toContain(d);
    }
  });
});
