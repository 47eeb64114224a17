import { COOKIE, readCookie } from "#app/lib/platform/cookies.ts";

/**
 * A pseudo-locale for tests: every English message accented and about 35%
 * longer ("Ĝēţ ŷōũŕ Ţŕũśţ Ćōďē~~~~"), compiled by Lingui from the source
 * catalog (lingui.config.ts). A page rendered with it shows at a glance any
 * text that does not come from a catalog, and whether longer translations
 * still fit. Visitors never get it: only a server started with the variable
 * PSEUDO_LOCALE=on (the e2e server, scripts/e2e-server.sh) honours the
 * nir_pseudo cookie, and then it replaces the catalog of the page's locale.
 */
export const PSEUDO_CATALOG = "pseudo";

/** Extra length of each pseudo message, as a fraction of the English. */
export const PSEUDO_EXTEND = 0.35;

export function wantsPseudoCatalog(
  request: Request,
  pseudoLocale: string | undefined,
): boolean {
  return (
    pseudoLocale === "on" &&
    readCookie(request.headers.get("cookie"), COOKIE.pseudo) === "1"
  );
}
