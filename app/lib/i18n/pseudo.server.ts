import { env } from "cloudflare:workers";
import { wantsPseudoCatalog } from "#app/lib/i18n/pseudo.ts";

/** Whether this request gets the pseudo-locale (only on a test server). */
export function pseudoCatalogRequested(request: Request): boolean {
  return wantsPseudoCatalog(request, env.PSEUDO_LOCALE);
}
