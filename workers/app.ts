import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { nonceContext } from "../app/lib/nonce";
import { api } from "./api";
import { codeCapture } from "./code-capture";
import { serveMedia } from "./media";
import { codeRedirect, fastCodeRedirect } from "./redirect";
import { scheduled } from "./scheduled";
import { securityHeaders, type NonceVars } from "./security-headers";
import { staging } from "./staging";

// Built once per isolate, not per request.
const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env } & NonceVars>();

app.use("*", securityHeaders);
// Before the staging gate: static files stay public (README "Configuration").
app.get("/static/media/*", serveMedia);
app.use("*", staging);
app.use("*", codeCapture);
app.get("/c/:code", codeRedirect);
// The look-alike with a Cyrillic "с" (U+0441) that printed QR labels may carry.
app.get("/\u0441/:code", codeRedirect);
app.route("/api", api);
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(nonceContext, c.get("nonce"));
  return handleRequest(c.req.raw, context);
});

app.onError((error, c) => {
  console.error(error);
  const isApi = c.req.path.startsWith("/api/");
  return isApi
    ? c.json({ success: false, message: "Internal error." }, 500)
    : c.text("Internal error.", 500);
});

// QR scans take the fast path; everything else goes through Hono. The cron
// handler (outbox delivery) rides beside them.
export default {
  fetch: (request, env, ctx) =>
    fastCodeRedirect(request, env, ctx) ?? app.fetch(request, env, ctx),
  scheduled,
} satisfies ExportedHandler<Env>;
