import { env } from "cloudflare:workers";
import {
  createExecutionContext,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";
import {
  VISITOR_STATE_ID,
  type VisitorState,
} from "#app/lib/consent/visitor-state.ts";
import { localizePath } from "#app/lib/i18n/locale-path.ts";
import { LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";
import { cacheablePath, forgetPagesInMemory } from "../../workers/page-cache";
import worker from "../../workers/app";
import { stubPages } from "./server-build-stub";

/** One request through the whole worker, its waitUntil work (the cache write) done. */
async function get(
  path: string,
  init: RequestInit & { cf?: { country: string } } = {},
) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://nirvana.example${path}`, {
      redirect: "manual",
      ...init,
    }) as Request<unknown, IncomingRequestCfProperties>,
    env,
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

const rendersOf = (path: string) =>
  stubPages.renders.filter((p) => p === path).length;

/** The nonce the response's CSP allows. */
const cspNonce = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/** The per-response block the page reads. */
function visitorBlock(html: string): VisitorState {
  const match = new RegExp(
    `<script type="application/json" id="${VISITOR_STATE_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match![1]!) as VisitorState;
}

beforeEach(() => {
  stubPages.reset();
  // A build of its own per test: the Cache API outlives a test.
  stubPages.version = crypto.randomUUID();
  forgetPagesInMemory();
});

describe("page cache", () => {
  it("renders a public page once and serves the copy after that", async () => {
    const first = await get("/the-founder");
    const second = await get("/the-founder");
    expect(first.res.status).toBe(200);
    expect(second.res.status).toBe(200);
    expect(second.html).toContain("react-router");
    expect(rendersOf("/the-founder")).toBe(1);
    // HTML still leaves no copy in browsers or shared caches: its nonce is per response.
    expect(second.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves the copy from the Cache API when the isolate's memory forgot it", async () => {
    await get("/de/");
    forgetPagesInMemory();
    await get("/de/");
    expect(rendersOf("/de/")).toBe(1);
  });

  it("gives every response its own nonce, in the header and every script", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { res, html } = await get("/ja/");
      const nonce = cspNonce(res)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inPage).toHaveLength(2);
      for (const n of inPage) expect(n).toBe(nonce);
      // The stand-in the copy holds never reaches a visitor.
      expect(html).not.toMatch(/cache-[0-9a-f]{32}/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    expect(rendersOf("/ja/")).toBe(1);
  });

  it("writes each visitor's state into the cached page", async () => {
    const neutral = await get("/the-founder");
    expect(visitorBlock(neutral.html)).toEqual({
      consent: null,
      gpc: false,
      cookieDomain: "nirvana.example",
      country: null,
      languageSuggestion: null,
    });
    // The page is rendered for a first-time visitor: the cookie question.
    expect(neutral.html).toContain(">Decline</button>");

    const declined = await get("/the-founder", {
      headers: {
        cookie: `nir_cookie_consent=declined.${COOKIE_POLICY_VERSION}`,
      },
    });
    expect(visitorBlock(declined.html).consent).toBe("declined");
    // A visitor who has chosen is not asked: the banner is gone before any script runs.
    expect(declined.html).not.toContain("cookie-banner");

    const gpc = await get("/the-founder", { headers: { "sec-gpc": "1" } });
    expect(visitorBlock(gpc.html).gpc).toBe(true);
    // GPC: the notice in place of the question, as the banner hydrates it.
    expect(gpc.html).toContain("Global Privacy Control signal is on");
    expect(gpc.html).not.toContain(">Decline</button>");

    const german = await get("/the-founder", {
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
    });
    const suggestion = visitorBlock(german.html).languageSuggestion;
    expect(suggestion).toMatchObject({ locale: "de", htmlLang: "de" });
    // The suggestion's markup sits after the skip link, as the app hydrates it.
    expect(german.html).toMatch(
      /<a class="skip-link"[^>]*>Skip<\/a><aside class="language-suggestion" lang="de"/,
    );
    expect(german.html).toContain("Diese Seite gibt es auch auf Deutsch.");
    expect(german.html).toContain('href="/api/locale?');

    const swiss = await get("/the-founder", { cf: { country: "CH" } });
    expect(visitorBlock(swiss.html).country).toBe("CH");

    // Nothing of one visitor reached the next: all from one render.
    expect(rendersOf("/the-founder")).toBe(1);
    const again = await get("/the-founder");
    expect(again.html).not.toContain("language-suggestion");
    expect(visitorBlock(again.html).consent).toBeNull();
  });

  it("does not keep a page whose render set a cookie", async () => {
    stubPages.setCookie = "nir_test=1; Path=/";
    const first = await get("/demo");
    expect(first.res.headers.get("set-cookie")).toContain("nir_test=1");
    stubPages.setCookie = null;
    await get("/demo");
    await get("/demo");
    // The cookie-setting render was not kept; the next one was.
    expect(rendersOf("/demo")).toBe(3);
  });

  it("renders every page for a visitor who carries a Trust Code (the scan greeting)", async () => {
    const holder = { headers: { cookie: "nir_trust_code=NIR-ABC2345" } };
    await get("/the-founder", holder);
    await get("/the-founder", holder);
    expect(rendersOf("/the-founder")).toBe(2);
    // Nothing of theirs was kept: the next plain visitor gets a fresh render, then the copy.
    await get("/the-founder");
    await get("/the-founder");
    expect(rendersOf("/the-founder")).toBe(3);
  });

  it("misses when the build changes", async () => {
    await get("/terms");
    await get("/terms");
    expect(rendersOf("/terms")).toBe(1);
    stubPages.version = crypto.randomUUID();
    await get("/terms");
    expect(rendersOf("/terms")).toBe(2);
  });

  it("never keeps an error page", async () => {
    stubPages.status = 500;
    const first = await get("/nirvana-membership-fees");
    await get("/nirvana-membership-fees");
    expect(first.res.status).toBe(500);
    // Each request: the cache's render, thrown away, and the visitor's own.
    expect(rendersOf("/nirvana-membership-fees")).toBe(4);
  });

  it.each([
    ["a query capture", "/?code=NIR-ABC234", "/"],
    ["any query", "/the-founder?x=1", "/the-founder"],
    ["the code check page", "/c/NIR-ABC234+", "/c/NIR-ABC234+"],
    ["/verify", "/verify", "/verify"],
    ["/not-me", "/not-me", "/not-me"],
    ["/my-trust-code", "/my-trust-code", "/my-trust-code"],
    ["a page outside the registry", "/no-such-page", "/no-such-page"],
  ])("renders %s for every request", async (_name, path, rendered) => {
    await get(path);
    await get(path);
    expect(rendersOf(rendered)).toBe(2);
  });

  it("renders a POST for every request", async () => {
    const post = () =>
      get("/get-your-trust-code", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
    await post();
    await post();
    expect(rendersOf("/get-your-trust-code")).toBe(2);
  });
});

describe("cacheablePath", () => {
  const cacheable = (path: string) =>
    cacheablePath(new URL(`https://nirvana.example${path}`));

  it("is every public page in every language, at its canonical address", () => {
    for (const path of [
      "/",
      "/de/",
      "/ja/",
      "/ar/the-founder",
      "/hi/get-your-trust-code",
    ])
      expect(cacheable(path), path).toBe(true);
    for (const path of [
      "/de",
      "/en/",
      "/the-founder?x=1",
      "/admin",
      "/admin/people",
      "/report/abc",
      "/de/verify",
      "/my-trust-code",
      "/de/my-trust-code",
      "/c/ABC+",
    ])
      expect(cacheable(path), path).toBe(false);
  });

  it("is exactly the manifest's public pages, in every language", () => {
    for (const page of PAGES.filter((p) => !p.path.includes(":")))
      for (const locale of LOCALE_CODES) {
        const path = localizePath(page.path, locale);
        expect(cacheable(path), path).toBe(page.kind === "public");
      }
  });
});
