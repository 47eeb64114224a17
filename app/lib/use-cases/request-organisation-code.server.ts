import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { saveOrganisationRequest } from "#app/lib/db/index.server.ts";
import { i18nFor, DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/index.ts";
import { organisationRequestSchema } from "#app/lib/schemas/index.ts";
import { answered, screen, type FormOutcome } from "#app/lib/forms/index.ts";

/**
 * An organisation asks for a code: the request is stored for review, with
 * the language it was asked in (its later e-mails are written in it).
 */
export async function requestOrganisationCode(
  payload: unknown,
  requestKey: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FormOutcome> {
  const i18n = await i18nFor(locale);
  const success = {
    success: true,
    message: i18n._(FORM_ANSWERS.organisationSuccess),
  };
  const checked = screen(
    organisationRequestSchema,
    payload,
    success,
    i18n._(FORM_ANSWERS.fixFields),
    i18n,
  );
  if ("outcome" in checked) return checked.outcome;
  await saveOrganisationRequest(
    checked.data,
    requestKey ?? crypto.randomUUID(),
    locale,
  );
  return answered(success);
}
