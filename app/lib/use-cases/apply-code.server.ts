import { COOKIE, isSessionId, readCookie } from "#app/lib/platform/index.ts";
import { storedCampaign } from "#app/lib/account/index.ts";
import { recordApplication } from "#app/lib/db/index.server.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { VALIDATION } from "#app/content/validation.ts";
import { i18nFor, DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/index.ts";
import { applyCodeSchema } from "#app/lib/schemas/index.ts";
import { answered, screen, type FormOutcome } from "#app/lib/forms/index.ts";
import { readTypedCode } from "#app/lib/use-cases/read-code.server.ts";

interface Visitor {
  sessionId: string | null;
  country: string | null;
  /** The campaign of the scan that brought them (nir_campaign), if any. */
  campaign?: string | null;
}

/**
 * Who applies: the attribution session cookie (only a session id the worker
 * could have set; anything else counts as none) and Cloudflare's country.
 */
export function visitorOf(request: Request): Visitor {
  const cookies = request.headers.get("cookie");
  const sid = readCookie(cookies, COOKIE.sid);
  return {
    sessionId: isSessionId(sid) ? sid : null,
    country: (request.cf?.country as string | undefined) ?? null,
    campaign: storedCampaign(readCookie(cookies, COOKIE.campaign)),
  };
}

/**
 * A visitor applies a code. Bad syntax is a 400; a well-formed code that is
 * unknown or not live is an ordinary answer with the same text. A code typed
 * with look-alikes is applied as the one active code it reads as (named in
 * `trust_code`); a near miss is not applied but offered as `suggestion`. The
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
  const reading = await readTypedCode(checked.data.code);
  const unknown = {
    success: false,
    error: "unknown_code",
    message: invalid,
  } as const;
  if (reading.kind === "none") return answered(unknown);
  if (reading.kind === "suggestion")
    return answered({ ...unknown, suggestion: reading.code });
  const { code } = reading;
  const applied = await recordApplication(
    code,
    visitor.sessionId,
    visitor.country,
    locale,
    visitor.campaign ?? null,
  );
  if (!applied) return answered(unknown);
  return answered({
    success: true,
    message: i18n._({ ...FORM_ANSWERS.applySuccess, values: { code } }),
    ...(reading.kind === "mapped" ? { trust_code: code } : {}),
  });
}
