import { Hono, type Context } from "hono";
import { requestHost, clientKey } from "#app/lib/platform/index.ts";
import {
  applyTrustCode,
  visitorOf,
  mintIndividualCode,
  requestOrganisationCode,
} from "#app/lib/use-cases/index.server.ts";
import type { FormOutcome } from "#app/lib/forms/index.ts";
import { localeFromQuery } from "#app/lib/i18n/index.ts";
import { requestKey } from "#app/lib/use-cases/index.ts";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { jsonBody, type JsonBodyVars } from "./json-body";

type ContactEnv = { Bindings: Env } & JsonBodyVars;
export const contact = new Hono<ContactEnv>();

const ENDPOINTS = [
  "/trust-code-request",
  "/individual-trust-code-request",
  "/apply-trust-code",
];

/** Only POST exists on these paths; anything else is 405 with Allow. */
contact.on(["GET", "PUT", "PATCH", "DELETE"], ENDPOINTS, (c) => {
  c.header("Allow", "POST");
  return localizedApiError(c, 405, API_ERRORS.methodNotAllowed);
});

contact.use("*", jsonBody);

/** The use case's answer as JSON, with its status; `?locale=` picks its language. */
function reply(c: Context<ContactEnv>, outcome: FormOutcome) {
  if (outcome.retryAfter) c.header("Retry-After", String(outcome.retryAfter));
  return c.json(outcome.body, outcome.status);
}

contact.post("/trust-code-request", async (c) =>
  reply(
    c,
    await requestOrganisationCode(
      c.get("body"),
      requestKey(c.req.header("idempotency-key")),
      localeFromQuery(c.req.url),
    ),
  ),
);

contact.post("/individual-trust-code-request", async (c) =>
  reply(
    c,
    await mintIndividualCode(
      c.get("body"),
      requestHost(c.req.url),
      requestKey(c.req.header("idempotency-key")),
      new Date(),
      localeFromQuery(c.req.url),
      clientKey(c.req.raw.headers),
    ),
  ),
);

contact.post("/apply-trust-code", async (c) =>
  reply(
    c,
    await applyTrustCode(
      c.get("body"),
      visitorOf(c.req.raw),
      localeFromQuery(c.req.url),
    ),
  ),
);
