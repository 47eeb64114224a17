/**
 * The shapes of the translated pages' words, one file per locale and page
 * under app/content/translations/<locale>/
 * (app/lib/i18n/page-translations.server.ts loads them).
 */
import type {
  CryptoJokeImage,
  CryptoRiskSection,
  CryptoSlug,
  CryptoStatement,
  CryptoSubPage,
} from "#app/content/crypto.ts";
import type { CV_FUNDING_TABLE, CvWords } from "#app/content/cv.ts";
import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import type { FounderContent } from "#app/content/founder.ts";
import type { WalletWords } from "#app/content/wallet.ts";

/** A sentence in each plural form a language has ({count} filled in; app/lib/i18n/fill-words.ts). */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & {
  other: string;
};

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
