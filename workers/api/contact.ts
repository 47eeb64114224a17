import { Hono } from "hono";
import type { z } from "zod";
import { BRAND } from "../../app/lib/brand";
import { qrDataUrl, codeUrl } from "../../app/lib/qr";
import {
  applyCodeSchema,
  INVALID_CODE_MESSAGE,
} from "../../app/lib/schemas/apply-code";
import { fieldErrors } from "../../app/lib/schemas/fields";
import { individualRequestSchema } from "../../app/lib/schemas/individual-request";
import { organisationRequestSchema } from "../../app/lib/schemas/organisation-request";
import {
  applyCode,
  LiveCodeExistsError,
  mintIndividualCode,
  saveOrganisationRequest,
} from "../../app/lib/trust-codes.server";
import { COOKIE, readCookie } from "../capture";
import { apiError } from "./errors";
import { jsonBody, type JsonBodyVars } from "./json-body";

type ContactEnv = { Bindings: Env } & JsonBodyVars;
export const contact = new Hono<ContactEnv>();

export const ORGANISATION_SUCCESS =
  "Thank you for your interest! We will review your request and be in touch soon.";
export const INDIVIDUAL_SUCCESS = "Check your email for your Trust Code!";
export const APPLY_SUCCESS = (code: string) =>
  `Code ${code} applied. Your 10% discount will appear at checkout. 10% of your subscription will support your chosen organisation.`;

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
  const parsed = validate(organisationRequestSchema, c.get("body"));
  if (!parsed.success)
    return apiError(
      c,
      400,
      "Please correct the highlighted fields.",
      fieldErrors(parsed.error),
    );
  await saveOrganisationRequest(parsed.data);
  return c.json({ success: true, message: ORGANISATION_SUCCESS });
});

contact.post("/individual-trust-code-request", async (c) => {
  const parsed = validate(individualRequestSchema, c.get("body"));
  if (!parsed.success)
    return apiError(
      c,
      400,
      "Please correct the highlighted fields.",
      fieldErrors(parsed.error),
    );
  const host = new URL(c.req.url).host || BRAND.productionHost;
  try {
    const code = await mintIndividualCode(parsed.data, host);
    const qr = qrDataUrl(codeUrl(host, code));
    return c.json({
      success: true,
      message: INDIVIDUAL_SUCCESS,
      trust_code: code,
      qr_code: { qr_code_url: qr, trust_code: code },
      qr_generated: true,
    });
  } catch (error) {
    if (error instanceof LiveCodeExistsError) {
      return apiError(
        c,
        409,
        "This email address already holds a live Trust Code. One live code per person.",
        {
          email: "This email address already holds a live Trust Code.",
        },
      );
    }
    throw error;
  }
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
