import { Hono } from "hono";
import type { z } from "zod";
import { BRAND } from "../../app/lib/brand";
import { qrDataUrl, codeUrl } from "../../app/lib/qr";
import {
  applyCodeSchema,
  INVALID_CODE_MESSAGE,
} from "../../app/lib/schemas/apply-code";
import { fieldErrors, honeypotFilled } from "../../app/lib/schemas/fields";
import {
  APPLY_SUCCESS,
  FIX_FIELDS,
  INDIVIDUAL_SUCCESS,
  ORGANISATION_SUCCESS,
} from "../../app/lib/schemas/messages";
import { individualRequestSchema } from "../../app/lib/schemas/individual-request";
import { organisationRequestSchema } from "../../app/lib/schemas/organisation-request";
import {
  applyCode,
  requestId,
  saveOrganisationRequest,
} from "../../app/lib/trust-codes.server";
import {
  mintIndividualCode,
  SendingLimitError,
} from "../../app/lib/identity/mint-individual.server";
import { COOKIE, readCookie } from "../capture";
import { apiError } from "./errors";
import { jsonBody, type JsonBodyVars } from "./json-body";

/** The daily sending limits count the last 24 hours; a day is when room is sure to exist again. */
const SENDING_LIMIT_RETRY_AFTER_S = 24 * 60 * 60;

type ContactEnv = { Bindings: Env } & JsonBodyVars;
export const contact = new Hono<ContactEnv>();

export { ORGANISATION_SUCCESS, INDIVIDUAL_SUCCESS, APPLY_SUCCESS };

const ENDPOINTS = [
  "/trust-code-request",
  "/individual-trust-code-request",
  "/apply-trust-code",
];

/** Only POST exists on these paths; anything else is 405 with Allow. */
contact.on(["GET", "PUT", "PATCH", "DELETE"], ENDPOINTS, (c) => {
  c.header("Allow", "POST");
  return apiError(c, 405, "Method not allowed.");
});

contact.use("*", jsonBody);

function validate<S extends z.ZodType>(schema: S, body: unknown) {
  return schema.safeParse(body) as z.ZodSafeParseResult<z.infer<S>>;
}

contact.post("/trust-code-request", async (c) => {
  // Bots that fill the hidden field get the normal answer and store nothing.
  if (honeypotFilled(c.get("body")))
    return c.json({ success: true, message: ORGANISATION_SUCCESS });
  const parsed = validate(organisationRequestSchema, c.get("body"));
  if (!parsed.success)
    return apiError(c, 400, FIX_FIELDS, fieldErrors(parsed.error));
  await saveOrganisationRequest(
    parsed.data,
    requestId(c.req.header("idempotency-key")),
  );
  return c.json({ success: true, message: ORGANISATION_SUCCESS });
});

contact.post("/individual-trust-code-request", async (c) => {
  if (honeypotFilled(c.get("body")))
    return c.json({
      success: true,
      message: INDIVIDUAL_SUCCESS,
      qr_generated: false,
    });
  const parsed = validate(individualRequestSchema, c.get("body"));
  if (!parsed.success)
    return apiError(c, 400, FIX_FIELDS, fieldErrors(parsed.error));
  const host = new URL(c.req.url).host || BRAND.productionHost;
  let result;
  try {
    result = await mintIndividualCode(
      parsed.data,
      host,
      requestId(c.req.header("idempotency-key")),
    );
  } catch (error) {
    if (!(error instanceof SendingLimitError)) throw error;
    c.header("Retry-After", String(SENDING_LIMIT_RETRY_AFTER_S));
    return apiError(c, 429, error.message, { email: error.message });
  }
  // A repeated address is no error: its holder is reminded by e-mail.
  if (result.kind === "accepted")
    return c.json({
      success: true,
      message: INDIVIDUAL_SUCCESS,
      trust_code: null,
      qr_code: null,
      qr_generated: false,
    });
  const { code } = result;
  const qr = qrDataUrl(codeUrl(host, code));
  return c.json({
    success: true,
    message: INDIVIDUAL_SUCCESS,
    trust_code: code,
    qr_code: { qr_code_url: qr, trust_code: code },
    qr_generated: true,
  });
});

contact.post("/apply-trust-code", async (c) => {
  const parsed = validate(applyCodeSchema, c.get("body"));
  if (!parsed.success)
    return apiError(c, 400, INVALID_CODE_MESSAGE, fieldErrors(parsed.error));
  const { code } = parsed.data;
  const sid = readCookie(c.req.header("cookie") ?? null, COOKIE.sid) ?? null;
  const country = (c.req.raw.cf?.country as string | undefined) ?? null;
  const applied = await applyCode(code, sid, country);
  if (!applied)
    return c.json({ success: false, message: INVALID_CODE_MESSAGE });
  return c.json({ success: true, message: APPLY_SUCCESS(code) });
});
