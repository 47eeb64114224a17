import { z } from "#app/lib/schemas/zod.ts";
import { API_CHOICES, CONSENT_ID_PATTERN } from "#app/lib/consent/index.ts";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";

/** What the consent API answers once the record is stored (not shown to visitors). */
export const CONSENT_RECORDED = "Consent choice recorded.";

/**
 * POST /api/consent (docs/api.md): one choice under the current policy
 * version. A page still showing an older policy is refused; its visitor is
 * asked again under the current one on the next page load anyway.
 */
export const consentRecordSchema = z
  .object({
    choice: z.enum(API_CHOICES, {
      error: "Choose accept, decline or gpc.",
    }),
    policyVersion: z.literal(COOKIE_POLICY_VERSION, {
      error: "Not the current cookie policy version.",
    }),
    consentId: z
      .string({ error: "A consent id is required." })
      .regex(CONSENT_ID_PATTERN, "A consent id is 32 lower-case hex digits."),
  })
  .strict();
