import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales.ts";

/**
 * "Your right to know" as printed for one language, and the picture of its
 * page 1 that /your-right-to-know shows until pdf.js has drawn the real
 * pages, and its words for the reading view. All are written by
 * scripts/content/pdf/build.mjs from
 * scripts/content/pdf/src/your-right-to-know(.<locale>).html.
 */
export interface RightToKnowDocument {
  pdf: string;
  poster: { src: string; width: number; height: number };
  /** Its words as headings and paragraphs, for the reading view. */
  text: string;
}

/**
 * The languages the document is printed in, each with its own source
 * (`your-right-to-know.<locale>.html`; English is the unsuffixed file). A
 * locale missing here shows the English PDF under the "available in English
 * only" note; tests/unit/right-to-know-pdfs.test.ts checks every file exists.
 */
export const RIGHT_TO_KNOW_LOCALES = [
  "en",
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
] as const satisfies readonly Locale[];

/** Every page-1 picture is drawn 800 px wide; A4 makes it this high. */
const POSTER_SIZE = { width: 800, height: 1132 };

function printed(locale: Locale): RightToKnowDocument {
  const name =
    locale === DEFAULT_LOCALE
      ? "your-right-to-know"
      : `your-right-to-know.${locale}`;
  return {
    pdf: `/static/pdf/${name}.pdf`,
    poster: { src: `/static/pdf/${name}-page-1.webp`, ...POSTER_SIZE },
    text: `/static/pdf/${name}.text.json`,
  };
}

/**
 * The document a page in `locale` shows: its own language's when printed,
 * else English (`inLanguage` false: the page puts it under the note).
 */
export function rightToKnowDocument(locale: Locale): {
  document: RightToKnowDocument;
  inLanguage: boolean;
} {
  const inLanguage = (RIGHT_TO_KNOW_LOCALES as readonly Locale[]).includes(
    locale,
  );
  return {
    document: printed(inLanguage ? locale : DEFAULT_LOCALE),
    inLanguage,
  };
}
