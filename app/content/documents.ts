import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales.ts";

/**
 * The static HTML documents an operator may replace under public/static/html,
 * each shown by app/routes/document.tsx at the pages whose manifest entry
 * names it (app/routes/document.page.ts). Titles and descriptions are the
 * pages' own, declared there too.
 */
export interface SiteDocument {
  /** Canonical path of the page that shows it. */
  path:
    | "/member-eula"
    | "/terms"
    | "/why-people-use-nirvana"
    | "/what-is-compass-score"
    | "/what-does-an-annual-nirvana-membership-give-you"
    | "/nirvana-membership-fees"
    | "/why-do-i-need-it";
  /** Folder and file name under /static/html. */
  name: string;
  /**
   * Sales pages end with the membership call to action, and are served in the
   * page's language when `<name>.<locale>.html` exists beside the English file.
   */
  sells?: boolean;
  /**
   * A legal text: English in every language, where a note says the English
   * version governs (docs/translation.md "Documents").
   */
  legal?: boolean;
}

export const DOCUMENTS = {
  memberEula: { path: "/member-eula", name: "member_eula", legal: true },
  terms: { path: "/terms", name: "public_terms_of_use", legal: true },
  whyPeopleUse: {
    path: "/why-people-use-nirvana",
    name: "why_people_use_nirvana",
    sells: true,
  },
  compassScore: {
    path: "/what-is-compass-score",
    name: "compass_score",
    sells: true,
  },
  membershipGives: {
    path: "/what-does-an-annual-nirvana-membership-give-you",
    name: "what_does_an_annual_nirvana_membership_give_you",
    sells: true,
  },
  membershipFees: {
    path: "/nirvana-membership-fees",
    name: "nirvana_membership_fees",
    sells: true,
  },
  whyDoINeedIt: {
    path: "/why-do-i-need-it",
    name: "why_do_i_need_it",
    sells: true,
  },
} as const satisfies Record<string, SiteDocument>;

export type DocumentKey = keyof typeof DOCUMENTS;

/** The English file, or with a locale its translation `<name>.<locale>.html`. */
export function documentSrc(doc: SiteDocument, locale?: Locale): string {
  const suffix = locale && locale !== DEFAULT_LOCALE ? `.${locale}` : "";
  return `/static/html/${doc.name}/${doc.name}${suffix}.html`;
}

/**
 * The files to try for a page in `locale`, best first: a sales document's
 * translation, then the English file. Legal texts and other documents are
 * English only.
 */
export function documentCandidates(
  doc: SiteDocument,
  locale: Locale,
): { locale: Locale; src: string }[] {
  const english = { locale: DEFAULT_LOCALE, src: documentSrc(doc) };
  if (!doc.sells || locale === DEFAULT_LOCALE) return [english];
  return [{ locale, src: documentSrc(doc, locale) }, english];
}
