import { consentSessionHash } from "~/lib/consent-hash";
import { insertConsentRecord } from "~/lib/db/consent";
import { FIX_FIELDS } from "~/lib/schemas/messages";
import { CONSENT_RECORDED, consentRecordSchema } from "~/lib/schemas/consent";
import { answered, screen, type FormOutcome } from "./form-outcome";

/**
 * One cookie choice becomes one consent record (docs/consent.md): the choice,
 * its policy version, the time and the keyed hash of the browser's consent
 * id. Nothing about the request itself (address, user agent) is kept.
 */
export async function recordConsent(
  payload: unknown,
  secret: string | undefined,
  now = new Date(),
): Promise<FormOutcome> {
  const checked = screen(consentRecordSchema, payload, null, FIX_FIELDS);
  if ("outcome" in checked) return checked.outcome;
  const { choice, policyVersion, consentId } = checked.data;
  await insertConsentRecord({
    choice,
    policyVersion,
    recordedAt: now.toISOString(),
    sessionHash: await consentSessionHash(consentId, secret),
  });
  return answered({ success: true, message: CONSENT_RECORDED });
}
