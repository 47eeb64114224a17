import { CRYPTO_STATEMENT, getCryptoPage } from "../../app/content/crypto";
import { CV, cvPageTitle } from "../../app/content/cv";
import { FELLOWS_HEADING } from "../../app/content/fellows";
import { FOUNDER } from "../../app/content/founder";
import { WALLET, WALLET_ROUTE } from "../../app/content/wallet";
import { SITE_ROUTES, siteRouteMeta } from "../../app/lib/site-routes";

/**
 * Titles of the pages whose meta words live in their own content rather than
 * in app/lib/site-routes.ts: the same values their meta exports pass to
 * pageMeta (tests/unit/share-image.test.ts compares the two).
 */
function contentTitles(): Record<string, string | undefined> {
  return {
    "/the-founder": FOUNDER.heading,
    "/nirvana-fellows": FELLOWS_HEADING,
    [CV.route]: cvPageTitle(CV),
    [CRYPTO_STATEMENT.route]: CRYPTO_STATEMENT.heading,
    "/bitcoin": getCryptoPage("bitcoin")?.title,
    "/ether": getCryptoPage("ether")?.title,
    "/stablecoins": getCryptoPage("stablecoins")?.title,
    [WALLET_ROUTE]: WALLET.metaTitle,
    // The same document as /why-people-use-nirvana, whose meta it carries.
    "/why-do-we-exist": siteRouteMeta("/why-people-use-nirvana").title,
  };
}

/** The title a public page's share card shows, or null for any other path. */
export function sharePageTitle(path: string): string | null {
  const route = SITE_ROUTES.find((r) => r.path === path);
  if (!route) return null;
  if ("meta" in route) return route.meta.title;
  return contentTitles()[path] ?? null;
}
