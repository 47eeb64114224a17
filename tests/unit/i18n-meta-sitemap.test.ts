import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { LANGUAGES, openGraphLocales } from "#app/lib/i18n/languages.server.ts";
import { LOCALES, localeInfo } from "#app/lib/i18n/locales.ts";
import { languageSuggestion } from "#app/lib/i18n/suggestion.server.ts";
import {
  pageMeta,
  routeMeta,
  translatedPageMeta,
} from "#app/lib/pages/meta.ts";
import { sitemapXml } from "#app/lib/pages/sitemap.ts";
import { SITE_ROUTES, siteRouteMeta } from "#app/lib/pages/site-routes.ts";

const ORIGIN = "https://nirvana.example";

const prop = (tags: MetaDescriptor[], p: string) =>
  tags
    .filter((t) => "property" in t && t.property === p)
    .map((t) => (t as { content: string }).content);
const links = (tags: MetaDescriptor[], rel: string) =>
  tags.filter(
    (t) => "tagName" in t && t.tagName === "link" && t.rel === rel,
  ) as { href: string; hrefLang?: string }[];

describe("og:locale", () => {
  it("names each locale as Open Graph does (language_TERRITORY)", () => {
    // Facebook's list: Filipino is tl_PH, Traditional Chinese (Taiwan) zh_TW.
    const OG: Record<string, string> = {
      en: "en_GB",
      de: "de_DE",
      fr: "fr_FR",
      es: "es_ES",
      it: "it_IT",
      pt: "pt_BR",
      nl: "nl_NL",
      pl: "pl_PL",
      ja: "ja_JP",
      zh: "zh_CN",
      hi: "hi_IN",
      ar: "ar_AR",
      ru: "ru_RU",
      uk: "uk_UA",
      tr: "tr_TR",
      ko: "ko_KR",
      vi: "vi_VN",
      id: "id_ID",
      th: "th_TH",
      ms: "ms_MY",
      fil: "tl_PH",
      bn: "bn_IN",
      ta: "ta_IN",
      sv: "sv_SE",
      da: "da_DK",
      nb: "nb_NO",
      fi: "fi_FI",
      cs: "cs_CZ",
      el: "el_GR",
      ro: "ro_RO",
      hu: "hu_HU",
      sw: "sw_KE",
      "zh-hant": "zh_TW",
      he: "he_IL",
      fa: "fa_IR",
      ur: "ur_PK",
    };
    for (const l of LOCALES) {
      expect(LANGUAGES[l.code].og, l.code).toBe(OG[l.code]);
      expect(LANGUAGES[l.code].og).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    }
  });

  it("gives a listed page every other language's as alternates, an unlisted page none", () => {
    // app/root.tsx puts these in the head of every page.
    const ja = openGraphLocales("ja", true);
    expect(ja.locale).toBe("ja_JP");
    expect(ja.alternates).toHaveLength(LOCALES.length - 1);
    expect(ja.alternates).not.toContain("ja_JP");
    expect(ja.alternates).toContain("en_GB");
    expect(openGraphLocales("de", false)).toEqual({
      locale: "de_DE",
      alternates: [],
    });
  });
});

describe("page meta per language", () => {
  it("is self-canonical in the page's language, with every alternate", () => {
    const tags = pageMeta({
      title: "T",
      description: "D",
      path: "/demo",
      location: { pathname: "/ja/demo" },
    });
    expect(links(tags, "canonical")).toEqual([
      expect.objectContaining({ href: `${ORIGIN}/ja/demo` }),
    ]);
    expect(prop(tags, "og:url")).toEqual([`${ORIGIN}/ja/demo`]);
    const alternates = links(tags, "alternate");
    // Every language version plus x-default.
    expect(alternates).toHaveLength(LOCALES.length + 1);
    expect(alternates).toContainEqual(
      expect.objectContaining({ hrefLang: "ja", href: `${ORIGIN}/ja/demo` }),
    );
    expect(alternates).toContainEqual(
      expect.objectContaining({
        hrefLang: "x-default",
        href: `${ORIGIN}/demo`,
      }),
    );
  });

  it("keeps English pages as they were, plus alternates", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/terms" });
    expect(links(tags, "canonical")[0]!.href).toBe(`${ORIGIN}/terms`);
    expect(tags[0]).toEqual({ title: "T | Nirvana" });
  });

  it("gives noindex pages no alternates", () => {
    const tags = pageMeta({
      title: "T",
      description: "D",
      path: "/404",
      noindex: true,
      location: { pathname: "/de/x" },
    });
    expect(links(tags, "alternate")).toEqual([]);
  });

  it("takes a translated page's title and description from its loader's translation, else the English", () => {
    const meta = translatedPageMeta(
      "/the-founder",
      (t: { heading: string } | null | undefined) => ({
        title: t?.heading ?? "Bound",
        description: t ? "Beschreibung" : "Description",
      }),
    );
    const de = meta({
      location: { pathname: "/de/the-founder" },
      loaderData: { translation: { heading: "Gebunden" } },
    });
    expect(de[0]).toEqual({ title: "Gebunden | Nirvana" });
    expect(de).toContainEqual({
      name: "description",
      content: "Beschreibung",
    });
    expect(links(de, "canonical")[0]!.href).toBe(`${ORIGIN}/de/the-founder`);
    const en = meta({
      location: { pathname: "/the-founder" },
      loaderData: { translation: null },
    });
    expect(en[0]).toEqual({ title: "Bound | Nirvana" });
    expect(en).toContainEqual({ name: "description", content: "Description" });
    // Without loader data (an error page) it is the English too.
    expect(meta({ location: { pathname: "/the-founder" } })[0]).toEqual({
      title: "Bound | Nirvana",
    });
  });

  it("translates registry titles with the page's catalog", async () => {
    await i18nFor("en");
    const en = routeMeta("/demo", { pathname: "/demo" });
    expect(en[0]).toEqual({ title: "Proximity Search demo | Nirvana" });
    // The German page's title comes from the German catalog.
    const german = (await i18nFor("de"))._(siteRouteMeta("/demo").title);
    expect(german).not.toBe("Proximity Search demo");
    const de = routeMeta("/demo", { pathname: "/de/demo" });
    expect(de[0]).toEqual({ title: `${german} | Nirvana` });
    expect(links(de, "canonical")[0]!.href).toBe(`${ORIGIN}/de/demo`);
  });
});

describe("sitemap.xml", () => {
  const xml = sitemapXml(ORIGIN);
  const pages = SITE_ROUTES.filter((r) => r.sitemap);

  it("declares the sitemap and xhtml namespaces", () => {
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it("lists every page in every language, each with every language's alternate and x-default", () => {
    const urls = xml.split("<url>").slice(1);
    expect(urls).toHaveLength(pages.length * LOCALES.length);
    for (const url of urls)
      expect(url.match(/<xhtml:link rel="alternate" hreflang=/g)).toHaveLength(
        LOCALES.length + 1,
      );
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/ar/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/zh/get-your-trust-code</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/zh/get-your-trust-code"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/get-your-trust-code"/>`,
    );
  });
});

describe("the language suggestion", () => {
  const req = (path: string, headers: Record<string, string>) =>
    new Request(`https://nirvana.example${path}`, { headers });

  it("offers German in German on an English page", async () => {
    const s = await languageSuggestion(
      req("/demo", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" }),
    );
    expect(s).toEqual({
      locale: "de",
      htmlLang: "de",
      dir: "ltr",
      text: "Diese Seite gibt es auch auf Deutsch.",
      accept: "Auf Deutsch wechseln",
      dismiss: "Auf Englisch bleiben",
    });
  });

  it("writes Arabic right to left", async () => {
    const s = await languageSuggestion(req("/", { "accept-language": "ar" }));
    expect(s?.dir).toBe(localeInfo("ar").dir);
    expect(s?.htmlLang).toBe("ar");
  });

  it("stays away after a choice, for English readers, on other languages' pages and on unknown pages", async () => {
    const de = { "accept-language": "de" };
    expect(
      await languageSuggestion(
        req("/demo", { ...de, cookie: "nir_locale=en" }),
      ),
    ).toBeNull();
    expect(
      await languageSuggestion(
        req("/demo", { "accept-language": "en-US,de;q=0.5" }),
      ),
    ).toBeNull();
    expect(await languageSuggestion(req("/demo", {}))).toBeNull();
    expect(await languageSuggestion(req("/fr/demo", de))).toBeNull();
    expect(await languageSuggestion(req("/no-such-page", de))).toBeNull();
    expect(await languageSuggestion(req("/admin", de))).toBeNull();
  });

  it("ignores a malformed nir_locale value", async () => {
    expect(
      await languageSuggestion(
        req("/demo", { "accept-language": "ja", cookie: "nir_locale=xx" }),
      ),
    ).toMatchObject({ locale: "ja" });
  });
});
