import { visitorCountry } from "#app/lib/compliance/index.server.ts";
import { requestCookieDomain } from "#app/lib/platform/index.server.ts";
import { currentConsentFrom, gpcRequested } from "#app/lib/platform/index.ts";
import { languageSuggestion } from "#app/lib/i18n/index.server.ts";
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
