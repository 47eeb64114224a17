/** The words of the site shell: skip link, error page, cookie banner, compliance dialog. */
import { msg } from "@lingui/core/macro";

export const SKIP_LINK_LABEL = msg`Skip to content`;

export const ERROR_PAGE = {
  heading: msg`Unexpected Application Error`,
  fallbackMessage: msg`An unexpected error occurred.`,
  homeLabel: msg`Go Home`,
};

/** The not-found page, and its title and description. */
export const NOT_FOUND_PAGE = {
  heading: msg`Page not found`,
  text: msg`The page you're looking for doesn't exist or was moved.`,
  homeLabel: msg`Go Home`,
};

export const COOKIE_BANNER = {
  label: msg`Cookie consent`,
  text: msg`We use a few cookies to remember your Trust Code and to count visits by campaign. No advertising cookies. You can accept or decline; the site works either way.`,
  accept: msg`Accept`,
  decline: msg`Decline`,
};

export const COMPLIANCE_DIALOG = {
  heading: msg`Before you continue`,
  intro: msg`Nirvana publishes impersonal analytics, not advice. Tell us where you are so we show what applies in your country or region.`,
  regionLabel: msg`Country or region`,
  loadingCountries: msg`Loading countries...`,
  regionPlaceholder: msg`Select your country or region`,
  /** <0> is the Member EULA link, <1> the Terms of Use link. */
  accept: msg`I have read and accept the <0>Member EULA</0> and the <1>Terms of Use</1>.`,
  continue: msg`Continue`,
};

export const DOCUMENT_PAGE = {
  /** Opens the bare document: easier to print, save or read full-width. */
  openAlone: msg`Open a printable version of this page`,
};

/** A modal's heading when the caller gives none, by kind, and its button. */
export const MODAL_TITLES = {
  success: msg`Success`,
  error: msg`Something went wrong`,
  warning: msg`Please check`,
  info: msg`Information`,
};

export const MODAL_OK = msg`OK`;

/** Read after every link that opens a new tab (leading space intended). */
export const NEW_TAB_NOTE = " (opens in a new tab)";

/** The names of the site's navigation landmarks, and the Home button. */
export const NAV_LABELS = {
  footer: msg`Footer`,
  home: msg`Site`,
  landingLinks: msg`Explore Nirvana`,
  homeButton: msg({
    message: "← Home",
    comment: "The arrow points back; right-to-left languages write → instead.",
  }),
};
