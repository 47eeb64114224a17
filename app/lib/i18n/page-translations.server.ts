import {
  CRYPTO_STATEMENT,
  getCryptoPage,
  type CryptoJokeImage,
  type CryptoRiskSection,
  type CryptoSlug,
  type CryptoStatement,
  type CryptoSubPage,
} from "#app/content/crypto.ts";
import type { CV_FUNDING_TABLE, CvWords } from "#app/content/cv.ts";
import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import type { FounderContent } from "#app/content/founder.ts";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "#app/content/transcripts.ts";
import type { WalletWords } from "#app/content/wallet.ts";
import type { PluralWords } from "./fill-words";
import { localeFromPath } from "./locale-path";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** app/content/translations/<locale>/founder.ts */
export interface FounderTranslation {
  sampleNotice: string;
  founder: FounderContent;
  linksHeading: string;
}

/** app/content/translations/<locale>/fellows.ts */
export interface FellowsTranslation {
  sampleNotice: string;
  heading: string;
  intro: string;
  fellows: Fellow[];
  profile: typeof FELLOW_PROFILE;
}

/** One crypto sub-page's own words (app/content/crypto.ts has the English). */
export interface CryptoPageWords {
  title: string;
  intro: string[];
  riskSections: CryptoRiskSection[];
  bottomLine: string[];
}

/**
 * app/content/translations/<locale>/crypto.ts (`export const crypto`): the statement and the three
 * notes. Links, sources and routes stay the English file's; source titles
 * are cited in their own language.
 */
export interface CryptoTranslation {
  sampleNotice: string;
  statement: {
    heading: string;
    intro: string[];
    jokeImage: CryptoJokeImage;
    linksHeading: string;
    links: Record<CryptoSlug, { label: string; description: string }>;
    signature: string;
  };
  /** The notes' shared date, e.g. "20. September 2025". */
  date: string;
  disclaimer: string;
  riskWarning: { heading: string; text: string; learnMoreLabel: string };
  bottomLineHeading: string;
  sourcesHeading: string;
  legalNotesHeading: string;
  legalNotes: string[];
  /** The way back to the statement; {heading} is the statement's heading. */
  back: string;
  pages: Record<CryptoSlug, CryptoPageWords>;
}

/** What a translated crypto route renders: the English shapes, in the locale's words. */
export interface CryptoPageTranslation {
  sampleNotice: string;
  statement: CryptoStatement;
  page: CryptoSubPage | null;
  sourcesHeading: string;
  back: string;
}

/**
 * app/content/translations/<locale>/media.ts (`export const media`): the recordings' titles and
 * transcripts by slug (app/content/transcripts.ts). The player controls are
 * catalog messages (app/content/media-players.ts).
 */
export interface MediaTranslation {
  transcripts: Record<string, { title: string; text: string }>;
}

/**
 * app/content/translations/<locale>/cv.ts (`export const cv`): the CV's
 * words (CvWords in app/content/cv.ts) and its way-finding.
 */
export interface CvTranslation {
  sampleNotice: string;
  /** The page's title; {name} is the adviser's name. */
  pageTitle: string;
  publicationLibraryLink: string;
  navigation: {
    contents: string;
    jumpTo: string;
    /** Opens a collapsed group of {count} publications. */
    groupSummary: PluralWords;
    /** Opens one year's {count} invited talks. */
    talksSummary: PluralWords;
  };
  fundingTable: typeof CV_FUNDING_TABLE;
  cv: CvWords;
}

/** app/content/translations/<locale>/wallet.ts (`export const wallet`). */
export type WalletTranslation = WalletWords;

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
