import { msg } from "@lingui/core/macro";

/**
 * Words of the public code check page (/c/<code>+) and of "Did you mean …?"
 * after a mistyped code (apply form and landing page). Plain data and
 * functions: components render them; a suggested code is only ever a value
 * inside these sentences, so every language words it its own way.
 */

export const CODE_CHECK = {
  title: "Check a Trust Code",
  description:
    "Whether a Trust Code is active, who issued it and what using it gives.",
  heading: (code: string) => `Trust Code ${code}`,
  /** Heading when the address holds no readable code. */
  headingNoCode: "Trust Code check",
  active: "This code is active.",
  /** Unknown and stopped codes read exactly the same. */
  inactive:
    "This code is not active: it is unknown, or it has been stopped. Nothing is saved or applied with it.",
  individual:
    "It belongs to an individual issuer. We never show an issuer's name or details.",
  organisation: (name: string) => `It belongs to the organisation ${name}.`,
  memberGets:
    "With this code you save 10% on a Nirvana membership (USD 569 per year, billed annually in advance).",
  individualReceives:
    "The issuer receives USD 50 per qualifying subscription period, for as long as you stay subscribed.",
  organisationReceives:
    "The organisation receives 10% of your subscription, for five years from your first paid subscription.",
  neutrality: "Codes never affect search results or ranking.",
  applyLabel: "Apply this code",
  otherCode: "Enter a different code",
  rateLimited:
    "Too many code checks from your connection. Please try again in a minute.",
} as const;

/** The link from a freshly minted code (QR kit) to its check page. */
export const CODE_CHECK_LINK = {
  text: msg`Check this code's public page`,
  hint: msg`What anyone who scans it can check: that it is active and what it gives, never your name.`,
};

/** "Did you mean …?" in the page's language; the code is a value inside the sentence. */
export const DID_YOU_MEAN = {
  question: msg`Did you mean {code}?`,
  /** The button that applies the suggested code. */
  apply: msg`Apply {code}`,
  /** Landing page: a code in the address was not recognised. */
  landingNotice: msg`The code {typed} in your link was not recognised.`,
  dismiss: msg`Dismiss`,
};
