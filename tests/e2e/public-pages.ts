/**
 * Every public page, pinned here rather than read from the product's own
 * route list (app/lib/site-routes.ts), so a page dropped from that list still
 * gets walked. tests/unit/site-routes.test.ts checks the two agree.
 */
export const PUBLIC_PAGES = [
  "/",
  "/demo",
  "/trust-code-programme",
  "/get-your-trust-code",
  "/have-a-code-or-need-one",
  "/member-eula",
  "/terms",
  "/why-people-use-nirvana",
  "/why-do-we-exist",
  "/what-is-compass-score",
  "/what-does-an-annual-nirvana-membership-give-you",
  "/nirvana-membership-fees",
  "/why-do-i-need-it",
  "/the-founder",
  "/what-is-this-all-about",
  "/nirvana-fellows",
  "/dr-elena-varga",
  "/founder-statement-on-cryptocurrencies",
  "/bitcoin",
  "/ether",
  "/stablecoins",
  "/your-right-to-know",
  "/nirvana-wallet",
] as const;

/** Every public page except the landing page itself. */
export const SUBPAGES = PUBLIC_PAGES.filter((path) => path !== "/");
