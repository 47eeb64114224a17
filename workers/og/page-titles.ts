import { CRYPTO_STATEMENT, getCryptoPage } from "#app/content/crypto.ts";
import { CV, cvPageTitle } from "#app/content/cv.ts";
import { FELLOWS_HEADING } from "#app/content/fellows.ts";
import { FOUNDER } from "#app/content/founder.ts";
import { WALLET, WALLET_ROUTE } from "#app/content/wallet.ts";
import type { I18n } from "@lingui/core";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { DEFAULT_LOCALE } from "#app/lib/i18n/locales.ts";
import { pageAt } from "#app/lib/pages/queries.ts";
import {
  PAGE_WORDS,
  siteRouteMeta,
  type PageWords,
} from "#app/lib/pages/site-routes.ts";

/**
 * Titles of the carded pages whose manifest entry says `titleFrom: "content"`
 * (app/lib/pages/manifest.ts): the same values their meta exports pass to
 * pageMeta (tests/unit/share-image.test.ts compares the two).
 */
function contentTitles(i18n: I18n): Record<string, string | undefined> {
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
    "/why-do-we-exist": i18n._(siteRouteMeta("/why-people-use-nirvana").title),
  };
}

/**
 * The title a carded page's share card shows (in English, like the card's
 * other words), or null for any other path.
 */
export async function sharePageTitle(path: string): Promise<string | null> {
  const page = pageAt(path);
  if (!page?.card) return null;
  const i18n = await i18nFor(DEFAULT_LOCALE);
  if (page.titleFrom === "registry") {
    const words = (PAGE_WORDS as Record<string, PageWords | undefined>)[path];
    return words ? i18n._(words.title) : null;
  }
  return contentTitles(i18n)[path] ?? null;
}
