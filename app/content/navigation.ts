/**
 * Words of the site header and the calls to action that give every page a way
 * forward (sign-in, membership, checkout). Plain data: components render it.
 */

export const SITE_HEADER = {
  /** Accessible name of the header's navigation landmark. */
  navLabel: "Account",
  homeLabel: "Nirvana home",
  logIn: "Log in",
  subscribe: "Subscribe",
} as const;

export interface CallToAction {
  heading: string;
  text: string;
  primary: string;
  /** A second, quieter way on; links to `secondaryHref`. */
  secondary: string;
  secondaryHref: string;
}

/** Ends the sales pages (fees, why people use, membership, why, Compass Score). */
export const MEMBERSHIP_CTA: CallToAction = {
  heading: "Ready to see how much you could lose?",
  text: "Membership is USD 569 a year, billed annually in advance. Have a Trust Code? It takes 10% off, and 10% goes to an organisation you choose.",
  primary: "Subscribe",
  secondary: "Apply a Trust Code first",
  secondaryHref: "/have-a-code-or-need-one",
};

/** Follows the chat's paywall reply (the reply's own text never changes). */
export const CHAT_MEMBERSHIP_LINK = {
  text: "See what membership gives you",
  href: "/what-does-an-annual-nirvana-membership-give-you",
} as const;
