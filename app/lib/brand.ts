/** The one place the product's identity lives (docs/routes.md uses its slug). */
export const BRAND = {
  name: "Nirvana",
  slug: "nirvana",
  productionHost: "nirvana.example",
  signInUrl: "https://app.nirvana.example/sign-in",
  contactEmail: "hello@nirvana.example",
  priceUsdPerYear: 569,
} as const;

/** Local-storage key for the Trust Code a visitor applied (docs/consent.md). */
export const APPLIED_CODE_KEY = `${BRAND.slug}_trust_code_applied`;
