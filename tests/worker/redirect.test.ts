import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const SELF = (exports as { default: Fetcher }).default;

function cookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

async function waitForScan(code: string) {
  for (let i = 0; i < 50; i++) {
    const row = await env.DB.prepare("SELECT * FROM scans WHERE code = ?1")
      .bind(code)
      .first();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe("/c/<code>", () => {
  it("redirects to / and sets the attribution cookies", async () => {
    const res = await SELF.fetch("http://localhost/c/abc123", {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const set = cookies(res);
    expect(set).toContain(
      "nir_trust_code=ABC123; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    expect(set).toContain(
      "nir_source=qr; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    expect(set.find((c) => c.startsWith("nir_sid="))).toMatch(
      /^nir_sid=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12};/,
    );
    expect(set.some((c) => c.startsWith("nir_campaign="))).toBe(false);
    expect(await res.text()).toBe("");
  });

  it("records the scan after responding, with source and campaign, no IP", async () => {
    await SELF.fetch(
      "http://localhost/c/scan-me?source=Poster&campaign=Spring",
      { redirect: "manual" },
    );
    const row = (await waitForScan("SCAN-ME")) as Record<
      string,
      unknown
    > | null;
    expect(row).not.toBeNull();
    expect(row!.source).toBe("poster");
    expect(row!.campaign).toBe("spring");
    expect(Object.keys(row!)).not.toContain("ip");
  });

  it("accepts the Cyrillic look-alike path", async () => {
    const res = await SELF.fetch("http://localhost/%D1%81/xyz-9", {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(cookies(res)[0]).toMatch(/^nir_trust_code=XYZ-9;/);
  });

  it("redirects without cookies for an invalid code and never reflects input", async () => {
    const res = await SELF.fetch("http://localhost/c/%3Cscript%3E", {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(cookies(res)).toEqual([]);
  });

  it("keeps an existing v4 session id and sets Secure + widened Domain on the production host", async () => {
    const sid = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const res = await SELF.fetch("https://www.nirvana.example/c/abc", {
      redirect: "manual",
      headers: { cookie: `nir_sid=${sid}` },
    });
    const set = cookies(res);
    expect(set.some((c) => c.startsWith("nir_sid="))).toBe(false);
    expect(set[0]).toBe(
      "nir_trust_code=ABC; Path=/; Max-Age=15552000; SameSite=Lax; Domain=nirvana.example; Secure",
    );
  });

  it("widens to the wildcard parent on a development host", async () => {
    const res = await SELF.fetch(
      "https://x.dev.nirvana.example/c/abc?campaign=dev",
      { redirect: "manual" },
    );
    const set = cookies(res);
    expect(set).toHaveLength(4);
    for (const c of set) expect(c).toContain("; Domain=dev.nirvana.example;");
  });

  it("answers HEAD on the fast path too", async () => {
    const res = await SELF.fetch("http://localhost/c/head-me", {
      method: "HEAD",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(cookies(res)[0]).toMatch(/^nir_trust_code=HEAD-ME;/);
  });

  it("sets only the code when the visitor declined cookies", async () => {
    const res = await SELF.fetch("http://localhost/c/abc?campaign=x", {
      redirect: "manual",
      headers: { cookie: "nir_cookie_consent=declined" },
    });
    expect(cookies(res)).toEqual([
      "nir_trust_code=ABC; Path=/; Max-Age=15552000; SameSite=Lax",
    ]);
  });
});

describe("code capture on pages", () => {
  it("sets cookies on an HTML page carrying ?charity=", async () => {
    const res = await SELF.fetch(
      "http://localhost/?charity=forest1&campaign=Autumn",
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("react-router");
    const set = cookies(res);
    expect(set[0]).toMatch(/^nir_trust_code=FOREST1;/);
    expect(set).toContain(
      "nir_campaign=autumn; Path=/; Max-Age=15552000; SameSite=Lax",
    );
  });

  it("hands POSTs to React Router (app.all, not app.get)", async () => {
    const res = await SELF.fetch("http://localhost/get-your-trust-code", {
      method: "POST",
    });
    expect(await res.text()).toContain("react-router");
  });
});

describe("batched scan writes", () => {
  it("stores every scan of a concurrent burst exactly once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        SELF.fetch(`http://localhost/c/burst-${i % 3}?campaign=b${i}`, {
          redirect: "manual",
        }),
      ),
    );
    expect(responses.every((r) => r.status === 302)).toBe(true);
    let n = 0;
    for (let i = 0; i < 100 && n < 45; i++) {
      const row = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM scans WHERE code LIKE 'BURST-%'",
      ).first<{
        n: number;
      }>();
      n = row!.n;
      if (n < 45) await new Promise((r) => setTimeout(r, 20));
    }
    expect(n).toBe(45);
    const distinct = await env.DB.prepare(
      "SELECT COUNT(DISTINCT campaign) AS n FROM scans WHERE code LIKE 'BURST-%'",
    ).first<{ n: number }>();
    expect(distinct!.n).toBe(45);
  });
});
