/**
 * The static HTML documents an operator may replace under public/static/html,
 * each shown by its own page. Titles and descriptions are the pages' own, in
 * app/lib/site-routes.ts.
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
  /** Sales pages end with the membership call to action. */
  sells?: boolean;
}

export const DOCUMENTS = {
  memberEula: { path: "/member-eula", name: "member_eula" },
  terms: { path: "/terms", name: "public_terms_of_use" },
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

export function documentSrc(doc: SiteDocument): string {
  return `/static/html/${doc.name}/${doc.name}.html`;
}
