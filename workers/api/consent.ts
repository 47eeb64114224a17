import { Hono } from "hono";
import { recordConsent } from "#app/lib/use-cases/index.server.ts";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { jsonBody, type JsonBodyVars } from "./json-body";

type ConsentEnv = { Bindings: Env } & JsonBodyVars;

/** POST /api/consent: one cookie choice, one record (docs/api.md). */
export const consent = new Hono<ConsentEnv>();

consent.on(["GET", "PUT", "PATCH", "DELETE"], "/", (c) => {
  c.header("Allow", "POST");
  return localizedApiError(c, 405, API_ERRORS.methodNotAllowed);
});

consent.use("*", jsonBody);

consent.post("/", async (c) => {
  const outcome = await recordConsent(c.get("body"), c.env.CONSENT_HASH_SECRET);
  return c.json(outcome.body, outcome.status);
});
