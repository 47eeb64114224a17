import {
  createExecutionContext,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isLocale } from "#app/lib/i18n/locales.ts";
import { insertCode } from "./scan-helpers";
import worker from "../../workers/app";
import { SELF } from "./self";

function cookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

/** A real browser: scans from anything else are bot events (workers/scans/classify.ts). */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};
/** Scans reach D1 through the queue: a batch waits up to max_batch_timeout (wrangler.toml). */
const QUEUE_WAIT_MS = 12_000;

async function waitForScan(code: string) {
  for (let i = 0; i < QUEUE_WAIT_MS / 20; i++) {
    const row = await env.DB.prepare("SELECT * FROM scan_daily WHERE code = ?1")
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

  it("/c/<code> without the + still redirects home", async () => {
    // The code check page is /c/<code>+ (tests/e2e/code-check.spec.ts).
    const res = await SELF.fetch("http://localhost/c/NIR-ANYCODE", {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("records the scan after responding, with source and campaign, no IP", async () => {
    await insertCode("SCAN-ME");
    await SELF.fetch(
      "http://localhost/c/scan-me?source=Poster&campaign=Spring",
      { redirect: "manual", headers: BROWSER },
    );
    const row = (await waitForScan("SCAN-ME")) as Record<
      string,
      unknown
    > | null;
    expect(row).not.toBeNull();
    expect(row!.source).toBe("poster");
    expect(row!.campaign).toBe("spring");
    expect(Object.keys(row!)).not.toContain("ip");
  }, 20_000);

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

  it.each(["/c/", "/c", "/%D1%81/", "/%D1%81", "/c/?source=flyer"])(
    "%s without a code redirects to / and sets nothing",
    async (path) => {
      const res = await SELF.fetch(`http://localhost${path}`, {
        redirect: "manual",
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
      expect(cookies(res)).toEqual([]);
      expect(await res.text()).toBe("");
    },
  );

  it("without a code records no scan", async () => {
    await insertCode("AFTER-NOCODE");
    await SELF.fetch("http://localhost/c/?campaign=nocode", {
      redirect: "manual",
      headers: BROWSER,
    });
    // Events reach D1 through the queue: one sent after it lands after it.
    await SELF.fetch("http://localhost/c/after-nocode?campaign=marker", {
      redirect: "manual",
      headers: BROWSER,
    });
    expect(await waitForScan("AFTER-NOCODE")).not.toBeNull();
    const row = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM scan_daily WHERE campaign = 'nocode'",
    ).first<{ n: number }>();
    expect(row!.n).toBe(0);
  }, 20_000);

  it.each(["/c/", "/c", "/\u0441/", "/c/abc"])(
    "behind the staging gate (the fast path applies it) %s redirects to /",
    async (path) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`http://localhost${encodeURI(path)}`, {
          headers: { authorization: `Basic ${btoa("stage:pass")}` },
        }) as Request<unknown, IncomingRequestCfProperties>,
        { ...env, SITE_BASIC_AUTH: "stage:pass" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
      expect(cookies(res).length > 0).toBe(path === "/c/abc");
    },
  );

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

describe("every form of a scan link is the same scan", () => {
  /** A scan: 302 to `home`, the code's cookie, no body. */
  async function expectScan(path: string, code: string, home = "/") {
    const res = await SELF.fetch(`http://localhost${path}`, {
      redirect: "manual",
    });
    expect(res.status, path).toBe(302);
    expect(res.headers.get("location"), path).toBe(home);
    expect(res.headers.get("cache-control"), path).toBe("no-store");
    // The fast path sets the security headers itself (no Hono on the way).
    expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    const set = cookies(res);
    expect(set[0], path).toBe(
      `nir_trust_code=${code}; Path=/; Max-Age=15552000; SameSite=Lax`,
    );
    expect(set, path).toContain(
      "nir_source=qr; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    expect(await res.text()).toBe("");
  }

  it.each([
    "/c/slash-1/",
    "/c/slash-1/?utm=x",
    "/c/slash-1//",
    "/c/SLASH-1/anything/after",
    "/C/slash-1",
  ])("%s (a trailing slash, with or without a query)", async (path) => {
    await expectScan(path, "SLASH-1");
  });

  it("keeps ?source= and ?campaign= after a trailing slash", async () => {
    const res = await SELF.fetch(
      "http://localhost/c/slash-2/?source=Flyer&campaign=May",
      { redirect: "manual" },
    );
    expect(res.status).toBe(302);
    expect(cookies(res)).toEqual(
      expect.arrayContaining([
        "nir_trust_code=SLASH-2; Path=/; Max-Age=15552000; SameSite=Lax",
        "nir_source=flyer; Path=/; Max-Age=15552000; SameSite=Lax",
        "nir_campaign=may; Path=/; Max-Age=15552000; SameSite=Lax",
      ]),
    );
  });

  it.each([
    "/c/punct-1.",
    "/c/punct-1,",
    "/c/punct-1)",
    "/c/punct-1]",
    "/c/punct-1>",
    "/c/punct-1%22",
    "/c/punct-1'",
    "/c/punct-1%27",
    "/c/punct-1%29",
    "/c/punct-1%5D",
    "/c/punct-1%3E",
    "/c/punct-1%2E",
    "/c/punct-1%2C",
    "/c/punct-1).",
    "/c/punct-1%E2%80%9D",
    "/c/punct-1%E2%80%99",
    "/c/punct-1%E3%80%82",
    "/c/punct-1%20",
    "/c/punct-1./",
    "/c/%22punct-1%22",
    "/c/punct-1%E2%80",
  ])("%s (stray punctuation after the code)", async (path) => {
    await expectScan(path, "PUNCT-1");
  });

  it.each([
    ["/de/c/loc-1", "/de/"],
    ["/de/c/loc-1/", "/de/"],
    ["/ja/c/loc-1).", "/ja/"],
    ["/ar/%D1%81/loc-1", "/ar/"],
    ["/en/c/loc-1", "/"],
  ])("%s lands on that locale's home", async (path, home) => {
    await expectScan(path, "LOC-1", home);
  });

  it("a locale prefix beats the remembered language and the browser's", async () => {
    const res = await SELF.fetch("http://localhost/fr/c/loc-2", {
      redirect: "manual",
      headers: { ...BROWSER, cookie: "nir_locale=de", "accept-language": "ja" },
    });
    expect(res.headers.get("location")).toBe("/fr/");
  });

  it("lands a browser on the home of the language it prefers, Traditional Chinese never on Simplified", async () => {
    const home = async (acceptLanguage: string) =>
      (
        await SELF.fetch("http://localhost/c/lang-1", {
          redirect: "manual",
          headers: { ...BROWSER, "accept-language": acceptLanguage },
        })
      ).headers.get("location");
    for (const code of ["ko", "tr", "id"].filter(isLocale))
      expect(await home(`${code};q=0.9, en;q=0.5`)).toBe(`/${code}/`);
    expect(await home("in-ID")).toBe(isLocale("id") ? "/id/" : "/");
    expect(await home("zh-CN")).toBe("/zh/");
    for (const tag of ["zh-TW", "zh-HK", "zh-MO", "zh-Hant"])
      expect(await home(tag), tag).toBe(
        isLocale("zh-hant") ? "/zh-hant/" : "/",
      );
  });

  it.each([
    "/%D1%81/cyr-1",
    "/%D1%81/cyr-1/",
    "/%D1%81/cyr-1.",
    "/%D0%A1/cyr-1",
    "/%d0%a1/cyr-1/?x=1",
  ])("%s (the Cyrillic look-alikes)", async (path) => {
    await expectScan(path, "CYR-1");
  });

  it.each([
    "/c//",
    "/c/./",
    "/c/%22%22",
    "/c/).",
    "/de/c/",
    "/de/c",
    "/c/%E2%80",
  ])("%s holds no code: home, nothing set", async (path) => {
    const res = await SELF.fetch(`http://localhost${path}`, {
      redirect: "manual",
    });
    expect(res.status, path).toBe(302);
    expect(res.headers.get("location"), path).toBe(
      path.startsWith("/de/") ? "/de/" : "/",
    );
    expect(cookies(res), path).toEqual([]);
  });

  it("never reflects input in Location, whatever the path", async () => {
    for (const path of [
      "/c/abc/%2F%2Fevil.example",
      "/c//evil.example/",
      "/de/c/%0d%0aLocation:%20x",
    ]) {
      const res = await SELF.fetch(`http://localhost${path}`, {
        redirect: "manual",
      });
      expect(res.status, path).toBe(302);
      expect(["/", "/de/"]).toContain(res.headers.get("location"));
    }
  });

  it("leaves the check page (/c/<code>+, in any language) and unknown prefixes to React", async () => {
    for (const path of ["/c/abc+", "/de/c/abc+", "/de/c/abc%2B", "/xx/c/abc"]) {
      const res = await SELF.fetch(`http://localhost${path}`, {
        redirect: "manual",
      });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain("react-router");
    }
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
    for (let i = 0; i < 3; i++) await insertCode(`BURST-${i}`);
    const responses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        SELF.fetch(`http://localhost/c/burst-${i % 3}?campaign=b${i}`, {
          redirect: "manual",
          headers: BROWSER,
        }),
      ),
    );
    expect(responses.every((r) => r.status === 302)).toBe(true);
    let n = 0;
    for (let i = 0; i < QUEUE_WAIT_MS / 20 && n < 45; i++) {
      const row = await env.DB.prepare(
        "SELECT COALESCE(SUM(scans), 0) AS n FROM scan_daily WHERE code LIKE 'BURST-%'",
      ).first<{
        n: number;
      }>();
      n = row!.n;
      if (n < 45) await new Promise((r) => setTimeout(r, 20));
    }
    expect(n).toBe(45);
    const distinct = await env.DB.prepare(
      "SELECT COUNT(DISTINCT campaign) AS n FROM scan_daily WHERE code LIKE 'BURST-%'",
    ).first<{ n: number }>();
    expect(distinct!.n).toBe(45);
  }, 20_000);
});
