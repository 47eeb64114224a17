/**
 * Stands in for React Router's server build in worker tests: any request that
 * reaches it answers a marker page, proving the worker handed it to React Router.
 * The page has what the page cache rewrites (workers/page-cache.ts): scripts
 * carrying the nonce, the skip link and the visitor block, like app/root.tsx.
 * Tests count its renders and can make the next ones set a cookie or fail.
 */
import type { RouterContextProvider, ServerBuild } from "react-router";
import { nonceContext } from "#app/lib/platform/nonce.ts";
import { VISITOR_STATE_ID } from "#app/lib/consent/visitor-state.ts";

export const stubPages = {
  /** Pages rendered so far, by path. */
  renders: [] as string[],
  /** The next renders set this cookie. */
  setCookie: null as string | null,
  /** The next renders answer with this status. */
  status: 200,
  /** The build id (assets.version): a deploy changes it. */
  version: "test",
  /** Each test file's own build id: files share one edge cache. */
  fileVersion: "test",
  reset() {
    this.renders = [];
    this.setCookie = null;
    this.status = 200;
    this.version = this.fileVersion;
  },
  /** A test file starts (tests/worker/apply-migrations.ts). */
  startFile() {
    this.fileVersion = `test-${crypto.randomUUID()}`;
    this.reset();
  },
};

/** React Router's module script, in the shape its <Scripts /> writes it. */
const HYDRATE = `;
import * as route0 from "/assets/root-stub.js";
import * as route1 from "/assets/page-stub.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-stub.js");`;

function renderStubPage(
  request: Request,
  status: number,
  headers: Headers,
  _context: unknown,
  loadContext: RouterContextProvider,
): Response {
  const { pathname } = new URL(request.url);
  stubPages.renders.push(pathname);
  const nonce = loadContext.get(nonceContext);
  const html = `<!doctype html><html lang="en"><head><link rel="modulepreload" href="/assets/entry.client-stub.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/framework-stub.js" nonce="${nonce}"/><script nonce="${nonce}">/* head */</script></head><body><a class="skip-link" href="#main">Skip</a><main id="main"><p>react-router</p><p>page ${pathname}</p></main><section class="cookie-banner" aria-label="Cookie consent"><p>May we?</p><button type="button">Decline</button></section><script type="application/json" id="${VISITOR_STATE_ID}">null</script><script nonce="${nonce}" type="module" async="">${HYDRATE}</script></body></html>`;
  const out = new Headers(headers);
  out.set("Content-Type", "text/html; charset=utf-8");
  if (stubPages.setCookie) out.append("Set-Cookie", stubPages.setCookie);
  return new Response(html, {
    status: stubPages.status === 200 ? status : stubPages.status,
    headers: out,
  });
}

const build = {
  entry: { module: { default: renderStubPage } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    // Every path is a page (status 200), as every public page is in the app.
    page: {
      id: "page",
      parentId: "root",
      path: "*",
      // Form posts reach the page too (tests/worker/body-caps.test.ts).
      module: { default: () => null, action: () => null },
    },
  },
  assets: {
    url: "/",
    get version() {
      return stubPages.version;
    },
    entry: { module: "", imports: [] },
    routes: {},
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  allowedActionOrigins: false,
} as unknown as ServerBuild;

export default build;
export const {
  entry,
  routes,
  assets,
  publicPath,
  assetsBuildDirectory,
  future,
  ssr,
  isSpaMode,
  prerender,
  routeDiscovery,
} = build;
