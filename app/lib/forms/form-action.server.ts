import { env } from "cloudflare:workers";
import { data } from "react-router";
import { readCappedForm, withinRateLimit } from "#app/lib/platform/index.ts";
import { MAX_FORM_BODY_BYTES } from "#app/lib/policies.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { i18nFor, localeFromPath, type Locale } from "#app/lib/i18n/index.ts";
import { formPayload, type FormPayload } from "#app/lib/schemas/index.ts";
import type { ActionResult, FormOutcome } from "#app/lib/forms/form-outcome.ts";

/**
 * The no-JavaScript path of a public form: the API's rate limit, then the
 * very use case the JSON API calls, its answer rendered on the page. A
 * refused form comes back with what was typed, to fill the fields again.
 * It answers in the language of the page's URL (/de/... in German).
 */
export async function formAction(
  request: Request,
  // Not `useCase`: a `use…` name reads as a React hook to the hook rules.
  runUseCase: (payload: FormPayload, locale: Locale) => Promise<FormOutcome>,
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!(await withinRateLimit(env.RATE_LIMITER, request.headers))) {
    const i18n = await i18nFor(locale);
    return data<ActionResult>(
      {
        success: false,
        error: "rate_limited",
        message: i18n._(FORM_ANSWERS.rateLimited),
      },
      429,
    );
  }
  const form = await readCappedForm(request, MAX_FORM_BODY_BYTES);
  if (form === "too-large" || form === "not-a-form") {
    const i18n = await i18nFor(locale);
    return form === "too-large"
      ? data<ActionResult>(
          {
            success: false,
            error: "too_large",
            message: i18n._(FORM_ANSWERS.bodyTooLarge),
          },
          413,
        )
      : data<ActionResult>(
          {
            success: false,
            error: "invalid_input",
            message: i18n._(FORM_ANSWERS.fixFields),
          },
          400,
        );
  }
  const values = formPayload(form);
  const { status, body } = await runUseCase(values, locale);
  return data<ActionResult>(body.success ? body : { ...body, values }, status);
}
