import { i18nFor, DEFAULT_LOCALE } from "#app/lib/i18n/index.ts";
import { pageAt } from "#app/lib/pages/index.ts";

/**
 * The title a carded page's share card shows (in English, like the card's
 * other words), or null for any other path: the title the page declares
 * beside its route (app/routes/<route>.page.ts), or, for a page whose title
 * comes from its own content, its declared `cardTitle`, the value its meta
 * export passes to pageMeta (tests/unit/share-image.test.ts compares the two).
 */
export async function sharePageTitle(path: string): Promise<string | null> {
  const page = pageAt(path);
  if (!page?.card) return null;
  const i18n = await i18nFor(DEFAULT_LOCALE);
  if (page.words) return i18n._(page.words().title);
  return (await page.cardTitle?.(i18n)) ?? null;
}
