import { describe, expect, it } from "vitest";
import { SELF } from "./self";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function get(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, { redirect: "manual", headers });
}

/** The worker handed the request to React Router (the stub's marker page). */
async function reachedReact(res: Response) {
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("react-router");
}

describe("/en addresses and bare locale homes", () => {
  it.each([
    ["/en", "/"],
    ["/en/", "/"],
    ["/en/demo", "/demo"],
    [
      "/en/get-your-trust-code?code=ABC&x=1",
      "/get-your-trust-code?code=ABC&x=1",
    ],
    ["/en/de/demo", "/de/demo"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("never turns /en//host into a protocol-relative redirect", async () => {
    const res = await get("/en//evil.example/x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/evil.example/x");
  });

  it("moves a bare /de to /de/, query kept, like every locale home", async () => {
    for (const [from, to] of [
      ["/de", "/de/"],
      ["/ar?fromsubpage=true", "/ar/?fromsubpage=true"],
    ]) {
      const res = await get(from!);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    }
  });

  it("serves /de/ and /de/demo without a redirect", async () => {
    await reachedReact(await get("/de/"));
    await reachedReact(await get("/de/demo"));
  });

  it("leaves unknown prefixes to React Router (its not-found page)", async () => {
    await reachedReact(await get("/xx/demo"));
    await reachedReact(await get("/EN/demo"));
  });
});

describe("a remembered language (nir_locale)", () => {
  const chose = (locale: string, ua = BROWSER) => ({
    cookie: `nir_cookie_consent=declined; nir_locale=${locale}`,
    "user-agent": ua,
  });

  it("sends a browser from an English page to the same page and query in that language", async () => {
    const res = await get("/demo?x=1&code=abc", chose("de"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/demo?x=1&code=abc");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const home = await get("/?fromsubpage=true", chose("ar"));
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/ar/?fromsubpage=true");
  });

  it("also moves the e-mail link pages", async () => {
    const res = await get("/verify?token=t", chose("ja"));
    expect(res.headers.get("location")).toBe("/ja/verify?token=t");
  });

  it("never redirects crawlers", async () => {
    await reachedReact(await get("/demo", chose("de", GOOGLEBOT)));
    await reachedReact(await get("/demo", { cookie: "nir_locale=de" }));
  });

  it("does nothing without the cookie, with English or with an unknown value", async () => {
    await reachedReact(await get("/demo", { "user-agent": BROWSER }));
    await reachedReact(await get("/demo", chose("en")));
    await reachedReact(await get("/demo", chose("xx")));
    await reachedReact(await get("/demo", chose("%2F%2Fevil")));
  });

  it("leaves localized pages, unknown pages and the API alone", async () => {
    await reachedReact(await get("/fr/demo", chose("de")));
    await reachedReact(await get("/no-such-page", chose("de")));
    const api = await get("/api/health", chose("de"));
    expect(api.status).toBe(200);
  });

  it("does not redirect a form post", async () => {
    const res = await SELF.fetch("http://localhost/demo", {
      method: "POST",
      redirect: "manual",
      headers: chose("de"),
    });
    expect(res.status).not.toBe(302);
  });

  it("sends a QR scan to that language's home, a fixed path", async () => {
    const res = await get("/c/abc123", chose("ja"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ja/");
    expect(res.headers.getSetCookie().join()).toContain(
      "nir_trust_code=ABC123",
    );
  });

  it("sends QR scans to / for English, no cookie and bad values", async () => {
    for (const headers of [
      chose("en"),
      { "user-agent": BROWSER },
      chose("de/../evil"),
    ]) {
      const res = await get("/c/abc123", headers);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("never sends a crawler to a language: it gets the link preview", async () => {
    const res = await get("/c/abc123", chose("ja", GOOGLEBOT));
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain('property="og:title"');
  });
});

describe("GET /api/locale (the switcher and the suggestion)", () => {
  it("remembers the choice for a year and opens the same page in it", async () => {
    const res = await get(
      `/api/locale?to=de&return=${encodeURIComponent("/get-your-trust-code?code=AB&x=1")}`,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "/de/get-your-trust-code?code=AB&x=1",
    );
    expect(res.headers.getSetCookie()).toEqual([
      "nir_locale=de; Path=/; Max-Age=31536000; SameSite=Lax",
    ]);
  });

  it("is Secure on https and widened like the attribution cookies", async () => {
    const res = await SELF.fetch(
      "https://www.nirvana.example/api/locale?to=ar&return=/",
      { redirect: "manual" },
    );
    expect(res.headers.get("location")).toBe("/ar/");
    expect(res.headers.getSetCookie()).toEqual([
      "nir_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax; Domain=nirvana.example; Secure",
    ]);
  });

  it("sets nir_locale=en when English is chosen, back to the unprefixed page", async () => {
    const res = await get("/api/locale?to=en&return=/ja/terms");
    expect(res.headers.get("location")).toBe("/terms");
    expect(res.headers.getSetCookie()[0]).toMatch(/^nir_locale=en;/);
  });

  it.each([
    "//evil.example/",
    "https://evil.example/demo",
    "/\\evil.example",
    "/%5Cevil.example",
    "/no-such-page",
    "/api/health",
    "javascript:alert(1)",
    "",
  ])(
    "sends an unsafe or unknown return %j to the language's home",
    async (r) => {
      const res = await get(
        `/api/locale?to=fr&return=${encodeURIComponent(r)}`,
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/fr/");
    },
  );

  it("refuses an unknown language and sets nothing", async () => {
    const res = await get("/api/locale?to=xx&return=/");
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toEqual({
      success: false,
      message: "Unknown language.",
    });
  });
});
