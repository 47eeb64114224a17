import {
  CRYPTO_STATEMENT,
  getCryptoPage,
  type CryptoSlug,
  type CryptoStatement,
  type CryptoSubPage,
} from "#app/content/crypto.ts";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "#app/content/transcripts.ts";
import type {
  CryptoPageTranslation,
  CryptoTranslation,
  CvTranslation,
  FellowsTranslation,
  FounderTranslation,
  MediaTranslation,
  WalletTranslation,
} from "#app/content/translations/types.ts";
import { localeFromPath } from "#app/lib/i18n/locale-path.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales.ts";

/*
 * One lazy module per locale and page: the server imports only the language
 * it renders, and the browser gets that one language in the loader data, never
 * the modules (this file is server-only). A locale without a file is English.
 */
const FOUNDER = import.meta.glob<FounderTranslation>(
  "../../content/translations/*/founder.ts",
);
const FELLOWS = import.meta.glob<FellowsTranslation>(
  "../../content/translations/*/fellows.ts",
);

// Each of these modules exports one typed const named after its page.
const CRYPTO = import.meta.glob<CryptoTranslation>(
  "../../content/translations/*/crypto.ts",
  { import: "crypto" },
);
const WALLET = import.meta.glob<WalletTranslation>(
  "../../content/translations/*/wallet.ts",
  { import: "wallet" },
);
const CV = import.meta.glob<CvTranslation>(
  "../../content/translations/*/cv.ts",
  {
    import: "cv",
  },
);
const MEDIA = import.meta.glob<MediaTranslation>(
  "../../content/translations/*/media.ts",
  { import: "media" },
);

type Modules<T> = Record<string, () => Promise<T>>;

async function pick<T>(
  modules: Modules<T>,
  page: string,
  locale: Locale,
): Promise<T | null> {
  if (locale === DEFAULT_LOCALE) return null;
  const load = modules[`../../content/translations/${locale}/${page}.ts`];
  return load ? await load() : null;
}

/** The founder page's words in the requested page's language, or null for English. */
export async function founderTranslation(
  request: Request,
): Promise<FounderTranslation | null> {
  const t = await pick(
    FOUNDER,
    "founder",
    localeFromPath(new URL(request.url).pathname),
  );
  return (
    t && {
      sampleNotice: t.sampleNotice,
      founder: t.founder,
      linksHeading: t.linksHeading,
    }
  );
}

/** The fellows page's words in the requested page's language, or null for English. */
export async function fellowsTranslation(
  request: Request,
): Promise<FellowsTranslation | null> {
  const t = await pick(
    FELLOWS,
    "fellows",
    localeFromPath(new URL(request.url).pathname),
  );
  return (
    t && {
      sampleNotice: t.sampleNotice,
      heading: t.heading,
      intro: t.intro,
      fellows: t.fellows,
      profile: t.profile,
    }
  );
}

/**
 * The crypto statement (slug null) or one note in the requested page's
 * language, or null for English. Only the words the route shows go to the
 * browser: the statement, and the note when one is asked for.
 */
export async function cryptoTranslation(
  request: Request,
  slug: CryptoSlug | null,
): Promise<CryptoPageTranslation | null> {
  const t = await pick(
    CRYPTO,
    "crypto",
    localeFromPath(new URL(request.url).pathname),
  );
  if (!t) return null;
  const en = CRYPTO_STATEMENT;
  const statement: CryptoStatement = {
    route: en.route,
    heading: t.statement.heading,
    intro: t.statement.intro,
    jokeImage: t.statement.jokeImage,
    linksHeading: t.statement.linksHeading,
    links: en.links.map((link) => ({
      ...link,
      label: t.statement.links[link.slug].label,
      description: t.statement.links[link.slug].description,
    })),
    signature: t.statement.signature,
  };
  const english = slug ? getCryptoPage(slug) : undefined;
  const words = slug ? t.pages[slug] : undefined;
  const page: CryptoSubPage | null =
    english && words
      ? {
          slug: english.slug,
          route: english.route,
          title: words.title,
          date: t.date,
          disclaimer: t.disclaimer,
          riskWarning: {
            ...english.riskWarning,
            heading: t.riskWarning.heading,
            text: t.riskWarning.text,
            learnMoreLabel: t.riskWarning.learnMoreLabel,
          },
          intro: words.intro,
          riskSections: words.riskSections,
          bottomLineHeading: t.bottomLineHeading,
          bottomLine: words.bottomLine,
          sources: english.sources,
          legalNotesHeading: t.legalNotesHeading,
          legalNotes: t.legalNotes,
        }
      : null;
  return {
    sampleNotice: t.sampleNotice,
    // A note's page needs only the statement's heading (its way back).
    statement: slug ? { ...statement, intro: [], links: [] } : statement,
    page,
    sourcesHeading: t.sourcesHeading,
    back: t.back,
  };
}

/** The wallet page's words in the requested page's language, or null for English. */
export async function walletTranslation(
  request: Request,
): Promise<WalletTranslation | null> {
  const t = await pick(
    WALLET,
    "wallet",
    localeFromPath(new URL(request.url).pathname),
  );
  return t;
}

/**
 * The media page's recordings with their titles and transcripts in the
 * requested page's language, or null for English. A recording the file does
 * not name keeps its English words.
 */
export async function mediaTranslation(request: Request) {
  const t = await pick(
    MEDIA,
    "media",
    localeFromPath(new URL(request.url).pathname),
  );
  if (!t) return null;
  const words = (track: typeof VIDEO_TRANSCRIPT) => ({
    slug: track.slug,
    title: t.transcripts[track.slug]?.title ?? track.title,
    text: t.transcripts[track.slug]?.text ?? track.text,
    translated: track.slug in t.transcripts,
  });
  return { audio: TRANSCRIPTS.map(words), video: words(VIDEO_TRANSCRIPT) };
}

/** The CV page's words in the requested page's language, or null for English. */
export async function cvTranslation(
  request: Request,
): Promise<CvTranslation | null> {
  return pick(CV, "cv", localeFromPath(new URL(request.url).pathname));
}
