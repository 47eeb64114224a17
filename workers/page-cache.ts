import { splitLocale, localizePath } from "#app/lib/i18n/index.ts";
import {
  PAGE_CACHE_MAX_AGE_S,
  PAGE_MEMORY_CACHE_ENTRIES,
  PAGE_MEMORY_CACHE_TTL_MS,
} from "#app/lib/policies.ts";
import { pageAt, pagePath } from "#app/lib/pages/index.ts";
import { VISITOR_STATE_ID, visitorStateJson } from "#app/lib/consent/index.ts";
import {
  fillTemplate,
  markSlots,
  templateOf,
  type PageFill,
  type PageTemplate,
} from "./page-template";
import { randomHex } from "#app/lib/platform/index.ts";
import { loadScriptsAfterPaint } from "./scripts-after-paint";

/**
 * Public pages rendered once per build and location, then served from the
 * Workers Cache API with a fresh nonce and the visitor's state written into
 * each response (docs/decisions/page-cache.md).
 */

/** Pages that stay live whatever the manifest says: per-visitor, one-time or D1-backed. */
const NEVER_CACHED = [
  "/admin",
  pagePath("myTrustCode"),
  pagePath("verify"),
  pagePath("notMe"),
  "/report",
  "/c",
  "/api",
];

/** The stored copy's marker token (workers/page-template.ts); random per render. */
const TOKEN_HEADER = "X-Page-Template-Token";

/**
 * A page whose HTML is the same for every visitor: a public page of the
 * manifest (app/lib/pages/manifest.ts) in one of its languages, asked for
 * without a query.
 */
export function cacheablePath(url: URL): boolean {
  if (url.search) return false;
  const { locale, path } = splitLocale(url.pathname);
  if (NEVER_CACHED.some((p) => path === p || path.startsWith(`${p}/`)))
    return false;
  if (pageAt(path)?.kind !== "public") return false;
  // Only the canonical address (/de/, not /de), which the worker redirects to.
  return localizePath(path, locale) === url.pathname;
}

/** The Cache API key: the site's own origin (so a zone purge reaches it), the build, the locale and the path. */
export function pageCacheKey(url: URL, buildId: string): string {
  const { locale } = splitLocale(url.pathname);
  return `${url.origin}/__page-cache/${encodeURIComponent(buildId)}/${locale}${url.pathname}`;
}

interface CachedPage {
  template: PageTemplate;
  expires: number;
}

/** The Workers Cache API's default cache (typed as the DOM's CacheStorage here). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** Newest last; an isolate's copies in front of the Cache API. */
const memory = new Map<string, CachedPage>();

function remember(key: string, template: PageTemplate): PageTemplate {
  memory.delete(key);
  memory.set(key, { template, expires: Date.now() + PAGE_MEMORY_CACHE_TTL_MS });
  while (memory.size > PAGE_MEMORY_CACHE_ENTRIES)
    memory.delete(memory.keys().next().value!);
  return template;
}

/** Forgets this isolate's copies (tests; the Cache API is purged separately). */
export function forgetPagesInMemory(): void {
  memory.clear();
}

/** The page's template from this isolate's memory, else from the Cache API. */
async function lookUp(key: string): Promise<PageTemplate | null> {
  const held = memory.get(key);
  if (held && held.expires > Date.now()) return held.template;
  memory.delete(key);
  const hit = await edgeCache().match(key);
  const token = hit?.headers.get(TOKEN_HEADER);
  if (!hit || !token) return null;
  return remember(key, templateOf(await hit.text(), token));
}

/** A page the renderer made for the cache, or why it may not be kept. */
export function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie")
  );
}

/** A random stand-in for the nonce, unguessable like the nonce itself. */
export function nonceStandIn(): string {
  return `cache-${randomHex(16)}`;
}

export interface PageRender extends PageFill {
  /** Renders the page for the cache: no visitor's headers, this value in every nonce attribute. */
  render(nonce: string): Promise<Response>;
  /** Renders the page for this request with its own nonce (a render the cache may not keep). */
  renderLive(): Promise<Response>;
}

/**
 * The page from the cache, or rendered once (with a stand-in nonce) and
 * stored; either way with this response's nonce and visitor written in.
 * A render the cache may not keep (a cookie, an error, not HTML) is thrown
 * away and the page rendered for this request instead.
 */
export async function servePage(
  key: string,
  page: PageRender,
  ctx: { waitUntil(promise: Promise<unknown>): void },
): Promise<Response> {
  const hit = await lookUp(key);
  if (hit) return htmlResponse(fillTemplate(hit, page));
  const token = nonceStandIn();
  const rendered = await page.render(token);
  if (!keepable(rendered)) {
    await rendered.body?.cancel();
    return personalize(await page.renderLive(), page);
  }
  const marked = await markSlots(rendered, token);
  const template = remember(key, templateOf(marked, token));
  ctx.waitUntil(
    edgeCache().put(
      key,
      new Response(marked, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": `public, max-age=${PAGE_CACHE_MAX_AGE_S}`,
          [TOKEN_HEADER]: token,
        },
      }),
    ),
  );
  return htmlResponse(fillTemplate(template, page));
}

function htmlResponse(html: Uint8Array<ArrayBuffer>): Response {
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

/**
 * A page rendered for this request (with its own nonce) made the page React
 * hydrates for this visitor, as fillTemplate does for a cached one: the
 * visitor block, the cookie banner (the question stays, gives way to the
 * GPC notice, or goes) and, on a page that shows it, the language
 * suggestion after the skip link. Streams; not HTML: as it is.
 */
export function personalize(response: Response, page: PageFill): Response {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html"))
    return response;
  // Only a page that rendered the app shows the suggestion (not an error page).
  const suggestionHtml = response.status === 200 ? page.suggestionHtml : null;
  const visitor = suggestionHtml
    ? page.visitor
    : { ...page.visitor, languageSuggestion: null };
  const { mode, gpcHtml } = page.banner;
  let rewriter = loadScriptsAfterPaint(new HTMLRewriter()).on(
    `script#${VISITOR_STATE_ID}`,
    {
      element(e) {
        e.setInnerContent(visitorStateJson(visitor), { html: true });
      },
    },
  );
  if (mode !== "ask")
    rewriter = rewriter.on("section.cookie-banner", {
      element(e) {
        if (mode === "gpc" && gpcHtml) e.replace(gpcHtml, { html: true });
        else e.remove();
      },
    });
  if (suggestionHtml) {
    let inserted = false;
    rewriter = rewriter.on("a.skip-link", {
      element(e) {
        if (inserted) return;
        inserted = true;
        e.after(suggestionHtml, { html: true });
      },
    });
  }
  return rewriter.transform(response);
}
