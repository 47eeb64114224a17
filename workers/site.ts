import { Hono } from "hono";
import { capFormBody } from "./form-body-cap";
import { internalError } from "./internal-error";
import { localeRedirects } from "./locale";
import { serveMedia } from "./media";
import { queryCapture } from "./middleware/query-capture";
import { securityHeaders, type NonceVars } from "./middleware/security-headers";
import { staging } from "./middleware/staging";

/**
 * Everything but /c/<code>, which fastCodeRedirect answers before Hono, in
 * the order it runs. Loaded on the first request that is not a QR scan
 * (workers/app.ts); the API and the pages load on their own first use.
 */
export const site = new Hono<{ Bindings: Env } & NonceVars>();

site.use("*", securityHeaders);
// Before the staging gate: static files stay public (README "Configuration").
site.get("/static/media/*", serveMedia);
site.use("*", staging);
site.use("*", queryCapture);
// Inside queryCapture: a code in the query is kept in the Location and captured on arrival.
site.use("*", localeRedirects);
site.all("/api/*", async (c) => {
  const { api } = await import("./api");
  return api.fetch(c.req.raw, c.env, c.executionCtx);
});
site.all("*", async (c) => {
  const request = await capFormBody(c.req.raw);
  if (request instanceof Response) return request;
  const { renderPage } = await import("./pages");
  return renderPage(request, c.get("nonce"), c.executionCtx);
});
site.onError(internalError);
