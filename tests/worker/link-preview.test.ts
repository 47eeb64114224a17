import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertCode } from "./scan-helpers";
import { SELF } from "./self";

/** Link-preview fetchers of the chat apps and social networks people share in. */
const PREVIEW_AGENTS = [
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "WhatsApp/2.23.20.0 A",
];
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

function get(path: string, ua: string | null, method = "GET") {
  return SELF.fetch(`http://localhost${path}`, {
    method,
    redirect: "manual",
    headers: ua ? { "user-agent": ua } : {},
  });
}

/** content of <meta property|name="key" content="…">. */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(
    `<meta (?:property|name)="${key}" content="([^"]*)">`,
  ).exec(html);
  return match ? match[1] : null;
}

describe("/c/<code> for link-preview fetchers", () => {
  it.each(PREVIEW_AGENTS)(
    "%s gets a preview page with no cookies",
    async (ua) => {
      const res = await get("/c/share-me?source=Flyer", ua);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("content-security-policy")).toContain(
        "default-src 'none'",
      );
      const html = await res.text();
      expect(html).not.toContain("<script");
      expect(metaContent(html, "og:title")).toBe(
        "Trust Code SHARE-ME: 10% off Nirvana",
      );
      expect(metaContent(html, "og:description")).toContain("10% off");
      expect(metaContent(html, "og:url")).toBe("http://localhost/c/SHARE-ME");
      expect(metaContent(html, "og:image")).toBe(
        "http://localhost/api/og/code/SHARE-ME.png",
      );
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "twitter:image")).toBe(
        "http://localhost/api/og/code/SHARE-ME.png",
      );
      expect(metaContent(html, "robots")).toBe("noindex");
      expect(html).toContain('<a href="/">Continue to Nirvana</a>');
    },
  );

  it("answers a HEAD probe from a fetcher with the page's headers and no body", async () => {
    const res = await get("/c/share-me", PREVIEW_AGENTS[0], "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toBe("");
  });

  it("gives a browser the bare redirect with the same cookies as before", async () => {
    const res = await get("/c/share-me", BROWSER);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const set = res.headers.getSetCookie();
    expect(set).toContain(
      "nir_trust_code=SHARE-ME; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    expect(set).toContain(
      "nir_source=qr; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    expect(set.filter((c) => c.startsWith("nir_sid="))).toHaveLength(1);
    expect(set).toHaveLength(3);
    expect(await res.text()).toBe("");
  });

  it("keeps the redirect for a prefetch, a HEAD without a crawler agent, a script without one and a headless browser", async () => {
    const prefetch = await SELF.fetch("http://localhost/c/share-me", {
      redirect: "manual",
      headers: { "user-agent": BROWSER, "sec-purpose": "prefetch" },
    });
    const head = await get("/c/share-me", BROWSER, "HEAD");
    const bare = await get("/c/share-me", null);
    const headless = await get(
      "/c/share-me",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
    );
    for (const res of [prefetch, head, bare, headless]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("redirects a fetcher to / with nothing set when the code is invalid", async () => {
    for (const path of ["/c/%3Cscript%3E", "/c/", "/c/a", "/c/%22%3E%3Cimg"]) {
      const res = await get(path, PREVIEW_AGENTS[1]);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.text()).toBe("");
    }
  });

  it("counts a preview fetch as a bot event, never a scan or a visitor", async () => {
    const code = await insertCode("PREVIEW-COUNT");
    await get(`/c/${code}`, PREVIEW_AGENTS[2]);
    await get(`/c/${code}`, PREVIEW_AGENTS[3], "HEAD");
    let row: { scans: number; bot_events: number; visitors: number } | null =
      null;
    for (let i = 0; i < 600; i++) {
      row = await env.DB.prepare(
        "SELECT scans, bot_events, visitors FROM scan_code_daily WHERE code = ?1",
      )
        .bind(code)
        .first();
      if (row && row.bot_events >= 2) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(row?.scans).toBe(0);
    expect(row?.bot_events).toBe(2);
    // No visitor is ever counted for a bot (null: none at all).
    expect(row?.visitors ?? 0).toBe(0);
  }, 20_000);
});
