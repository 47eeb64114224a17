import { visitorCountry } from "#app/lib/compliance/compliance-countries.server.ts";
import { requestCookieDomain } from "#app/lib/platform/cookie-domain.server.ts";
import { currentConsentFrom, gpcRequested } from "#app/lib/platform/cookies.ts";
import { languageSuggestion } from "#app/lib/i18n/suggestion.server.ts";
import type { VisitorState } from "#app/lib/consent/visitor-state.ts";

/** The visitor's state for one request (written into the response, never cached). */
export async function visitorStateFor(request: Request): Promise<VisitorState> {
  return {
    consent: currentConsentFrom(request.headers.get("cookie")),
    gpc: gpcRequested(request.headers),
    cookieDomain: requestCookieDomain(request),
    country: visitorCountry(request),
    languageSuggestion: await languageSuggestion(request),
  };
}
