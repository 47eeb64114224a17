/** The one place the product's identity lives. */
export const BRAND = {
  name: "Nirvana",
  slug: "nirvana",
  productionHost: "nirvana.example",
  signInUrl: "https://app.nirvana.example/sign-in",
  contactEmail: "hello@nirvana.example",
} as const;

/** The production site's origin, for canonical links, the sitemap and robots.txt. */
export const SITE_ORIGIN = `https://${BRAND.productionHost}`;

/** Local-storage key for the Trust Code a visitor applied. */
export const APPLIED_CODE_KEY = `${BRAND.slug}_trust_code_applied`;
