import { Hono } from "hono";
import {
  createRequestHandler,
  RouterContextProvider,
  type RequestHandler,
} from "react-router";
import { nonceContext } from "../app/lib/nonce";
import { api } from "./api";
import { serveMedia } from "./media";
import { queryCapture } from "./middleware/query-capture";
import { securityHeaders, type NonceVars } from "./middleware/security-headers";
import { staging } from "./middleware/staging";
import { fastCodeRedirect } from "./redirect";
import { localeRedirects } from "./locale";
import { capFormBody } from "./form-body-cap";
import { scheduled } from "./scheduled";
import { consumeScanBatch } from "./scans/consumer";
import { BILLING_QUEUE, consumeBillingBatch } from "./billing/consumer";

const loadBuild = () => import("virtual:react-router/server-build");
let built: Promise<RequestHandler> | undefined;

/**
 * Built once per isolate, on the first page request (so /c/<code> never
 * loads the React build). Handed a function instead of the build, React
 * Router re-derives its whole route table on every request, which only the
 * dev server's reloads need.
 */
const handleRequest: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : (request, context) => {
      built ??= loadBuild().then(
        (build) => createRequestHandler(build, import.meta.env.MODE),
        (error: unknown) => {
          built = undefined; // the next request tries again
          throw error;
        },
      );
      return built.then((handler) => handler(request, context));
    };

/** Everything but /c/<code>, which fastCodeRedirect answers before Hono. */
const app = new Hono<{ Bindings: Env } & NonceVars>();

app.use("*", securityHeaders);
// Before the staging gate: static files stay public (README "Configuration").
app.get("/static/media/*", serveMedia);
app.use("*", staging);
app.use("*", queryCapture);
// Inside queryCapture: a code in the query is kept in the Location and captured on arrival.
app.use("*", localeRedirects);
app.route("/api", api);
app.all("*", async (c) => {
  const request = await capFormBody(c.req.raw);
  if (request instanceof Response) return request;
  const context = new RouterContextProvider();
  context.set(nonceContext, c.get("nonce"));
  return handleRequest(request, context);
});

app.onError((error, c) => {
  console.error(error);
  const isApi = c.req.path.startsWith("/api/");
  return isApi
    ? c.json({ success: false, message: "Internal error." }, 500)
    : c.text("Internal error.", 500);
});

// QR scans (/c/<code>) take the fast path; everything else goes through Hono.
// The cron handler (outbox delivery) and the queue consumers (scans, billing) ride beside them.
export default {
  fetch: (request, env, ctx) =>
    fastCodeRedirect(request, env, ctx) ?? app.fetch(request, env, ctx),
  scheduled,
  queue: (batch, env, ctx) =>
    batch.queue === BILLING_QUEUE
      ? consumeBillingBatch(batch, env, ctx)
      : consumeScanBatch(batch, env, ctx),
} satisfies ExportedHandler<Env>;
