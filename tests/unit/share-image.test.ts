import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { BRAND, SITE_ORIGIN } from "#app/lib/brand.ts";
import {
  DEFAULT_SHARE_IMAGE,
  codeCardUrl,
  shareImageUrl,
  sharePathOfSlug,
  shareSlug,
} from "#app/lib/pages/share-image.ts";
import { SITE_ROUTES } from "#app/lib/pages/site-routes.ts";
import { sharePageTitle } from "../../workers/og/page-titles";
import { meta as founderMeta } from "#app/routes/the-founder.tsx";
import { meta as fellowsMeta } from "#app/routes/fellows.tsx";
import { meta as cvMeta } from "#app/routes/cv.tsx";
import { meta as cryptoMeta } from "#app/routes/crypto.tsx";
import { meta as cryptoPageMeta } from "#app/routes/crypto-page.tsx";
import { meta as walletMeta } from "#app/routes/wallet.tsx";
import { routeMeta } from "#app/lib/pages/meta.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { DEFAULT_LOCALE } from "#app/lib/i18n/locales.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";

function tag(tags: MetaDescriptor[], key: string): string | undefined {
  const found = tags.find(
    (t) =>
      ("property" in t && t.property === key) ||
      ("name" in t && t.name === key),
  );
  return found && "content" in found ? String(found.content) : undefined;
}

/** The meta tags each page whose title lives in its own content renders. */
const CONTENT_PAGES: [string, () => MetaDescriptor[]][] = [
  [
    "/the-founder",
    () => founderMeta({ location: { pathname: "/the-founder" } } as never),
  ],
  [
    "/nirvana-fellows",
    () => fellowsMeta({ location: { pathname: "/nirvana-fellows" } } as never),
  ],
  [
    "/dr-elena-varga",
    () => cvMeta({ location: { pathname: "/dr-elena-varga" } } as never),
  ],
  [
    "/founder-statement-on-cryptocurrencies",
    () =>
      cryptoMeta({
        location: { pathname: "/founder-statement-on-cryptocurrencies" },
      } as never),
  ],
  ...(["bitcoin", "ether", "stablecoins"] as const).map(
    (slug): [string, () => MetaDescriptor[]] => [
      `/${slug}`,
      () =>
        cryptoPageMeta({
          loaderData: { slug },
          location: { pathname: `/${slug}` },
        } as never),
    ],
  ),
  [
    "/nirvana-wallet",
    () => walletMeta({ location: { pathname: "/nirvana-wallet" } } as never),
  ],
  // Its route renders the /why-people-use-nirvana document's meta.
  ["/why-do-we-exist", () => routeMeta("/why-people-use-nirvana")],
];

describe("share images", () => {
  it("names one card per public page and the default image elsewhere", () => {
    const urls = SITE_ROUTES.map((r) => shareImageUrl(r.path));
    expect(new Set(urls).size).toBe(SITE_ROUTES.length);
    expect(shareImageUrl("/")).toBe(`${SITE_ORIGIN}/api/og/page/home.png`);
    expect(shareImageUrl("/terms")).toBe(
      `${SITE_ORIGIN}/api/og/page/terms.png`,
    );
    for (const path of ["/404", "/verify", "/not-me", "/admin"])
      expect(shareImageUrl(path)).toBe(DEFAULT_SHARE_IMAGE);
    for (const route of SITE_ROUTES)
      expect(sharePathOfSlug(shareSlug(route.path))).toBe(route.path);
    expect(sharePathOfSlug("admin")).toBeNull();
    expect(sharePathOfSlug("../terms")).toBeNull();
  });

  it("gives every public page a card title; the registry's pages their registry title", async () => {
    const en = await i18nFor(DEFAULT_LOCALE);
    for (const route of SITE_ROUTES) {
      expect(await sharePageTitle(route.path), route.path).toMatch(/\S/);
      if ("meta" in route && route.meta)
        expect(await sharePageTitle(route.path)).toBe(en._(route.meta.title));
    }
    expect(await sharePageTitle("/admin")).toBeNull();
  });

  it("checks every carded page whose title comes from its content", () =>
    expect(CONTENT_PAGES.map(([path]) => path).sort()).toEqual(
      PAGES.filter((p) => p.card && p.titleFrom === "content")
        .map((p) => p.path)
        .sort(),
    ));

  it.each(CONTENT_PAGES)(
    "draws %s's card with the title its meta tags carry",
    async (path, meta) => {
      await i18nFor(DEFAULT_LOCALE);
      const tags = meta();
      const title = await sharePageTitle(path);
      expect(tag(tags, "og:title")).toBe(`${title} | ${BRAND.name}`);
      const canonical = tag(tags, "og:url")!.slice(SITE_ORIGIN.length);
      expect(tag(tags, "og:image")).toBe(shareImageUrl(canonical));
      expect(tag(tags, "twitter:image")).toBe(shareImageUrl(canonical));
    },
  );

  it("escapes the code into the card's address", () => {
    expect(codeCardUrl("https://x.example", "AB-12")).toBe(
      "https://x.example/api/og/code/AB-12.png",
    );
  });
});
