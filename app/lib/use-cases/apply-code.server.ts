import { COOKIE, readCookie } from "../cookies";
import { recordApplication } from "~/lib/db/applications";
import { FORM_ANSWERS } from "~/content/form-answers";
import { VALIDATION } from "~/content/validation";
import { i18nFor } from "~/lib/i18n/instance";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import { applyCodeSchema } from "~/lib/schemas/apply-code";
import { answered, screen, type FormOutcome } from "./form-outcome";

interface Visitor {
  sessionId: string | null;
  country: string | null;
}

/** Who applies: the attribution session cookie and Cloudflare's country. */
export function visitorOf(request: Request): Visitor {
  return {
    sessionId: readCookie(request.headers.get("cookie"), COOKIE.sid) ?? null,
    country: (request.cf?.country as string | undefined) ?? null,
  };
}

/**
 * A visitor applies a code. Bad syntax is a 400; a well-formed code that is
 * unknown or not live is an ordinary answer with the same text. The
 * application is stored with the page's language.
 */
export async function applyTrustCode(
  payload: unknown,
  visitor: Visitor,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FormOutcome> {
  const i18n = await i18nFor(locale);
  const invalid = i18n._(VALIDATION.invalidCode);
  const checked = screen(applyCodeSchema, payload, null, invalid, i18n);
  if ("outcome" in checked) return checked.outcome;
  const { code } = checked.data;
  const applied = await recordApplication(
    code,
    visitor.sessionId,
    visitor.country,
    locale,
  );
  return applied
    ? answered({
        success: true,
        message: i18n._({ ...FORM_ANSWERS.applySuccess, values: { code } }),
      })
    : answered({ success: false, message: invalid });
}
