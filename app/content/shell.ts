/** The words of the site shell: skip link, error page, cookie banner, compliance dialog. */

export const SKIP_LINK_LABEL = "Skip to content";

export const ERROR_PAGE = {
  heading: "Unexpected Application Error",
  fallbackMessage: "An unexpected error occurred.",
  homeLabel: "Go Home",
};

export const COOKIE_BANNER = {
  label: "Cookie consent",
  text: "We use a few cookies to remember your Trust Code and to count visits by campaign. No advertising cookies. You can accept or decline; the site works either way.",
  accept: "Accept",
  decline: "Decline",
};

export const COMPLIANCE_DIALOG = {
  heading: "Before you continue",
  intro:
    "Nirvana publishes impersonal analytics, not advice. Tell us where you are so we show what applies in your country or region.",
  regionLabel: "Country or region",
  loadingCountries: "Loading countries...",
  regionPlaceholder: "Select your country or region",
  /** "I have read and accept the <EULA> and the <Terms>." */
  acceptBefore: "I have read and accept the",
  eulaLink: "Member EULA",
  acceptBetween: "and the",
  termsLink: "Terms of Use",
  continue: "Continue",
};

export const DOCUMENT_PAGE = {
  /** Opens the bare document: easier to print, save or read full-width. */
  openAlone: "Open a printable version of this page",
};

/** A modal's heading when the caller gives none, by kind. */
export const MODAL_TITLES = {
  success: "Success",
  error: "Something went wrong",
  warning: "Please check",
  info: "Information",
};

/** Read after every link that opens a new tab (leading space intended). */
export const NEW_TAB_NOTE = " (opens in a new tab)";

/** The names of the site's navigation landmarks. */
export const NAV_LABELS = {
  footer: "Footer",
  home: "Site",
  landingLinks: "Explore Nirvana",
};
