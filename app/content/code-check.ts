import { msg } from "@lingui/core/macro";

/**
 * Words about codes that several pages show: the link from a minted code to
 * its check page, and "Did you mean …?" after a mistyped code (apply form
 * and landing page). The check page's own words are in
 * app/content/code-check-page.ts. A code is only ever a value inside these
 * sentences, so every language words it its own way.
 */

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
