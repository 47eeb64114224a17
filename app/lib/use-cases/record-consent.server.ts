import { consentSessionHash } from "#app/lib/consent/index.ts";
import { insertConsentRecord } from "#app/lib/db/index.server.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { i18nFor, DEFAULT_LOCALE } from "#app/lib/i18n/index.ts";
import {
  CONSENT_RECORDED,
  consentRecordSchema,
} from "#app/lib/schemas/index.ts";
import { answered, screen, type FormOutcome } from "#app/lib/forms/index.ts";

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
  // The banner reads only the status; its errors are for developers, in English.
  const i18n = await i18nFor(DEFAULT_LOCALE);
  const checked = screen(
    consentRecordSchema,
    payload,
    null,
    i18n._(FORM_ANSWERS.fixFields),
    i18n,
  );
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
