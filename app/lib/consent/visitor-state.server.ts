import { visitorCountry } from "../compliance/compliance-countries.server";
import { requestCookieDomain } from "../platform/cookie-domain.server";
import { currentConsentFrom, gpcRequested } from "../platform/cookies";
import { languageSuggestion } from "../i18n/suggestion.server";
import type { VisitorState } from "./visitor-state";

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
