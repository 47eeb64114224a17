import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createRequestHandler,
  RouterContextProvider,
  type RequestHandler,
  type ServerBuild,
} from "react-router";
import { CookieBanner } from "#app/components/cookie-banner.tsx";
import { LanguageSuggestionView } from "#app/components/language-suggestion.tsx";
import { bannerMode, type VisitorState } from "#app/lib/consent/index.ts";
import { COOKIE, readCookie, nonceContext } from "#app/lib/platform/index.ts";
import {
  i18nFor,
  localeFromPath,
  PSEUDO_CATALOG,
} from "#app/lib/i18n/index.ts";
import { pseudoCatalogRequested } from "#app/lib/i18n/index.server.ts";
import { visitorStateFor } from "#app/lib/consent/index.server.ts";
import {
  cacheablePath,
  pageCacheKey,
  personalize,
  servePage,
} from "./page-cache";

const loadBuild = () =>
  import("virtual:react-router/server-build") as Promise<ServerBuild>;
let built: Promise<{ handler: RequestHandler; build: ServerBuild }> | undefined;

/**
 * Built once per isolate, on the first page request. Handed a function
 * instead of the build, React Router re-derives its whole route table on
 * every request, which only the dev server's reloads need.
 */
function production() {
  built ??= loadBuild().then(
    (build) => ({
      handler: createRequestHandler(build, import.meta.env.MODE),
      build,
    }),
    (error: unknown) => {
      built = undefined; // the next request tries again
      throw error;
    },
  );
  return built;
}

/** The Vite dev server reloads the build on every change: no cache, no stand-in. */
const development =
  import.meta.env.MODE === "development"
    ? createRequestHandler(loadBuild, import.meta.env.MODE)
    : null;

function withNonce(nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  return context;
}

/** The cookie banner as the GPC notice, in the page's language, as React hydrates it. */
async function gpcNoticeHtml(
  url: URL,
  pseudo: boolean,
  visitor: VisitorState,
): Promise<string> {
  const locale = localeFromPath(url.pathname);
  const i18n = await i18nFor(locale, pseudo ? PSEUDO_CATALOG : locale);
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(CookieBanner, {
        initialConsent: visitor.consent,
        gpc: true,
        cookieDomain: visitor.cookieDomain,
      }),
    ),
  );
}

/**
 * A page from React Router with this response's nonce and visitor state.
 * A public page asked for plainly (GET, no query) comes from the page cache
 * (workers/page-cache.ts); everything else is rendered for the request.
 * This module (and React Router with it) loads on the first page request,
 * never for /c/<code> (docs/decisions/cold-start.md).
 */
export async function renderPage(
  request: Request,
  nonce: string,
  ctx: { waitUntil(promise: Promise<unknown>): void },
): Promise<Response> {
  if (development) return development(request, withNonce(nonce));
  const [{ handler, build }, visitor] = await Promise.all([
    production(),
    visitorStateFor(request),
  ]);
  const url = new URL(request.url);
  const pseudo = pseudoCatalogRequested(request);
  const suggestion = visitor.languageSuggestion;
  const mode = bannerMode(visitor.consent, visitor.gpc);
  const page = {
    visitor,
    nonce,
    banner: {
      mode,
      gpcHtml:
        mode === "gpc" ? await gpcNoticeHtml(url, pseudo, visitor) : null,
    },
    suggestionHtml: suggestion
      ? renderToStaticMarkup(
          createElement(LanguageSuggestionView, {
            suggestion,
            here: url.pathname + url.search,
          }),
        )
      : null,
    // The cached render sees none of the visitor's headers, so nothing of
    // theirs can reach the cached bytes.
    render: (standIn: string) =>
      handler(
        new Request(url, { headers: { accept: "text/html" } }),
        withNonce(standIn),
      ),
    renderLive: () => handler(request, withNonce(nonce)),
  };
  // A visitor carrying a Trust Code is greeted on every page (root loader),
  // so their pages are rendered for them (docs/attribution.md "Greeting a scan").
  const cacheable =
    request.method === "GET" &&
    cacheablePath(url) &&
    !pseudo &&
    !readCookie(request.headers.get("cookie"), COOKIE.code);
  if (!cacheable) return personalize(await page.renderLive(), page);
  // The build's manifest version changes with every build: a deploy misses.
  return servePage(pageCacheKey(url, build.assets.version), page, ctx);
}
