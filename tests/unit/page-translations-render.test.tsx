// @vitest-environment happy-dom
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CRYPTO_STATEMENT, getCryptoPage } from "#app/content/crypto.ts";
import { TRANSCRIPTS } from "#app/content/transcripts.ts";
import { WALLET } from "#app/content/wallet.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import CryptoStatement, {
  loader as statementLoader,
} from "#app/routes/crypto.tsx";
import CryptoPage, {
  loader as cryptoLoader,
} from "#app/routes/crypto-page.tsx";
import Wallet, { loader as walletLoader } from "#app/routes/wallet.tsx";
import Cv, { loader as cvLoader } from "#app/routes/cv.tsx";
import RightToKnow from "#app/routes/your-right-to-know.tsx";
import Media, {
  loader as mediaLoader,
} from "#app/routes/what-is-this-all-about.tsx";
import { loadI18n } from "../support/load-i18n";

/**
 * The information pages read their translation (app/content/translations/
 * <locale>/<page>.ts, app/lib/i18n/page-translations.server.ts): in each locale
 * of the table the page is in that language, without the "English only"
 * note, and in English it is the English content as written.
 */

type Loader = (args: never) => Promise<unknown>;
interface Page {
  path: string;
  /** Its file in app/content/translations/<locale>/. */
  file: "crypto" | "wallet" | "media" | "cv";
  loader: Loader;
  Component: ComponentType<never>;
}

const PAGES: Page[] = [
  {
    path: "/founder-statement-on-cryptocurrencies",
    file: "crypto",
    loader: statementLoader as Loader,
    Component: CryptoStatement as ComponentType<never>,
  },
  ...["bitcoin", "ether", "stablecoins"].map((slug) => ({
    path: `/${slug}`,
    file: "crypto" as const,
    loader: cryptoLoader as Loader,
    Component: CryptoPage as ComponentType<never>,
  })),
  {
    path: "/nirvana-wallet",
    file: "wallet",
    loader: walletLoader as Loader,
    Component: Wallet as ComponentType<never>,
  },
  {
    path: "/what-is-this-all-about",
    file: "media",
    loader: mediaLoader as Loader,
    Component: Media as ComponentType<never>,
  },
  {
    path: "/dr-elena-varga",
    file: "cv",
    loader: cvLoader as Loader,
    Component: Cv as ComponentType<never>,
  },
];

/** Every translation file of these pages, as "<locale>/<file>". */
const WRITTEN = new Set(
  Object.keys(
    import.meta.glob(
      "../../app/content/translations/*/{crypto,wallet,media,cv}.ts",
    ),
  ).map((path) => path.split("/").slice(-2).join("/").replace(/\.ts$/, "")),
);
const TRANSLATED = [
  ...new Set([...WRITTEN].map((w) => w.split("/")[0])),
] as Locale[];

const i18ns = new Map<Locale, I18n>();
async function i18nFor(locale: Locale) {
  let i18n = i18ns.get(locale);
  if (!i18n) i18ns.set(locale, (i18n = await loadI18n(locale)));
  return i18n;
}

/** The page's <main> as the server renders it at `path` (locale prefix included). */
async function render(page: Page, locale: Locale): Promise<string> {
  const path = locale === "en" ? page.path : `/${locale}${page.path}`;
  const loaderData = await page.loader({
    request: new Request(`http://localhost${path}`),
    pattern: path.slice(1),
    params: {},
    context: {},
  } as never);
  const i18n = await i18nFor(locale);
  const Component = page.Component as ComponentType<{ loaderData: unknown }>;
  return renderToString(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Component loaderData={loaderData} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** The words a reader sees, without what is cited in English on purpose. */
function shownText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.querySelectorAll('[lang="en"], script, style'))
    el.remove();
  return doc.body.textContent ?? "";
}

/** Words English uses all the time and none of these languages has. */
const ENGLISH_WORDS = new Set(
  [
    "the and you your that with this what which are have from will when",
    "they their its our who would should about into under since each",
    "how than then there these those",
  ]
    .join(" ")
    .split(" "),
);
/** The most English a Latin-script translation may read (English prose: 0.14-0.21). */
const LATIN_LIMIT = 0.02;
const NON_LATIN: readonly Locale[] = ["ja", "zh", "hi", "ar"];

/**
 * How English a text reads: in a Latin-script language the share of its
 * words that are common English words (English prose: about a quarter); in
 * another script the share of its letters that are Latin (names such as
 * Bitcoin or Compass Score stay Latin).
 */
function englishShare(text: string, locale: Locale | "en-latin"): number {
  if ((NON_LATIN as readonly string[]).includes(locale)) {
    const letters = text.match(/\p{L}/gu) ?? [];
    const latin = text.match(/[A-Za-z]/g) ?? [];
    return latin.length / letters.length;
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((w) => ENGLISH_WORDS.has(w)).length / words.length;
}

describe("information pages in their translations", () => {
  it("the measure tells English from a translation: every English page is far above the limit", async () => {
    for (const page of PAGES) {
      const english = shownText(await render(page, "en"));
      // At least twice the limit a Latin-script translation must stay under
      // (the CV, mostly names and titles, is the lowest).
      expect(englishShare(english, "en-latin")).toBeGreaterThan(
        2 * LATIN_LIMIT,
      );
    }
  });

  it("every original locale has every page's translation", () => {
    const originals = [
      "de",
      "fr",
      "es",
      "it",
      "pt",
      "nl",
      "pl",
      "ja",
      "zh",
      "hi",
      "ar",
    ];
    for (const locale of originals)
      for (const file of ["crypto", "wallet", "media", "cv"])
        expect(WRITTEN).toContain(`${locale}/${file}`);
  });

  for (const locale of TRANSLATED)
    for (const page of PAGES.filter((p) => WRITTEN.has(`${locale}/${p.file}`)))
      it(`/${locale}${page.path} is in its language, without the English-only note`, async () => {
        const html = await render(page, locale);
        expect(html).not.toContain("english-only-note");
        expect(html).toContain("data-content-translation");
        const text = shownText(html);
        expect(text.length).toBeGreaterThan(400);
        // In another script, the CV keeps its many names, institutions and
        // journal titles in Latin letters, as written.
        const limit = NON_LATIN.includes(locale)
          ? page.file === "cv"
            ? 0.35
            : 0.2
          : LATIN_LIMIT;
        expect(englishShare(text, locale)).toBeLessThan(limit);
      });

  it("English pages show the English content as written, with no translation marker", async () => {
    const expected: Record<string, string[]> = {
      "/founder-statement-on-cryptocurrencies": [
        CRYPTO_STATEMENT.heading,
        ...CRYPTO_STATEMENT.intro,
      ],
      "/bitcoin": getCryptoPage("bitcoin")!.intro,
      "/nirvana-wallet": [WALLET.heading, ...WALLET.intro, "Provider cost"],
      "/what-is-this-all-about": TRANSCRIPTS.map((t) => t.title),
    };
    for (const page of PAGES) {
      const html = await render(page, "en");
      expect(html).not.toContain("data-content-translation");
      expect(html).not.toContain("english-only-note");
      const text = shownText(html);
      for (const words of expected[page.path] ?? [])
        expect(text).toContain(words);
    }
  });

  it("a page a locale has no file for stays English under the note", async () => {
    const locale = (["ko", "tr", "sv"] as Locale[]).find(
      (l) => !WRITTEN.has(`${l}/wallet`),
    );
    if (!locale) return;
    const html = await render(PAGES[4]!, locale);
    expect(html).toContain("english-only-note");
    expect(html).not.toContain("data-content-translation");
  });

  it("/your-right-to-know: a printed language shows and downloads its own PDF; another the English one under the note", async () => {
    const page: Page = {
      path: "/your-right-to-know",
      file: "cv",
      loader: () => Promise.resolve(undefined),
      Component: RightToKnow as ComponentType<never>,
    };
    const parse = async (locale: Locale) =>
      new DOMParser().parseFromString(await render(page, locale), "text/html");

    const german = await parse("de");
    const link = german.querySelector("a[download]");
    expect(link?.textContent).toBe(
      `„${german.querySelector("h1")?.textContent}“ herunterladen (PDF)`,
    );
    expect(link?.getAttribute("href")).toBe(
      "/static/pdf/your-right-to-know.de.pdf",
    );
    expect(german.querySelector("img.pdf-poster")?.getAttribute("src")).toBe(
      "/static/pdf/your-right-to-know.de-page-1.webp",
    );
    // The picture's name speaks the document's language too.
    expect(german.querySelector("img.pdf-poster")?.getAttribute("alt")).toBe(
      `Seite 1, ${german.querySelector("h1")?.textContent} (Vorschau)`,
    );
    expect(german.querySelector(".english-only-note")).toBeNull();
    expect(german.querySelector('[lang="en"]')).toBeNull();

    // A locale the document is not printed in (tr has no
    // scripts/content/pdf/src/your-right-to-know.tr.html): English, under the note.
    const turkish = await parse("tr");
    expect(turkish.querySelector("a[download]")?.getAttribute("href")).toBe(
      "/static/pdf/your-right-to-know.pdf",
    );
    expect(turkish.querySelector(".english-only-note")).not.toBeNull();
    expect(
      turkish
        .querySelector('.english-content[lang="en"] img.pdf-poster')
        ?.getAttribute("src"),
    ).toBe("/static/pdf/your-right-to-know-page-1.webp");

    const english = await parse("en");
    expect(english.querySelector("a[download]")?.textContent).toBe(
      `Download “${english.querySelector("h1")?.textContent}” (PDF)`,
    );
    expect(english.querySelector("a[download]")?.getAttribute("href")).toBe(
      "/static/pdf/your-right-to-know.pdf",
    );
    expect(english.querySelector(".english-only-note")).toBeNull();
  });
});
