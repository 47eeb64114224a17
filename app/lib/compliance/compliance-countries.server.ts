import { isCountryCode, type Country } from "#app/lib/compliance/countries.ts";
import { countriesIn } from "#app/lib/compliance/countries-localized.ts";
import { localeFromPath } from "#app/lib/i18n/index.ts";

/**
 * The visitor's country as Cloudflare saw it: the CF-IPCountry header
 * (Cloudflare sets it and overwrites any sent by the client), else
 * request.cf.country; null when unknown ("XX", "T1" for Tor) or absent.
 */
export function visitorCountry(request: Request): string | null {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const seen =
    request.headers.get("cf-ipcountry") ??
    (typeof cf?.country === "string" ? cf.country : null);
  const code = seen?.toUpperCase() ?? null;
  return code && isCountryCode(code) ? code : null;
}

/**
 * The compliance dialog's list, in the page so the dialog is ready when the
 * page is: in the page's language, the visitor's own country first when
 * known, then the list's usual order (docs/api.md).
 */
export function complianceCountries(
  request: Request,
  country: string | null,
): readonly Country[] {
  const list = countriesIn(localeFromPath(new URL(request.url).pathname));
  const own = country ? list.find((c) => c.code === country) : undefined;
  return own ? [own, ...list.filter((c) => c !== own)] : list;
}
