/**
 * The site's words are split into one catalog per area, so a page downloads
 * the words of its own area (plus `common`, which every page needs) and never
 * the whole site's. Each source file belongs to exactly one area: a file
 * listed here goes to that area, every other file under app/ to `common`.
 * Server-only words (e-mails, API answers) have their own area and never
 * reach a browser. lingui.config.ts builds the catalogs from this table;
 * docs/translation.md explains it to translators.
 */
export const CATALOG_AREAS = {
  landing: [
    "app/routes/home.tsx",
    "app/routes/demo.tsx",
    "app/content/landing.ts",
    "app/components/landing-links.tsx",
    "app/components/proximity-chat.tsx",
    "app/components/teaser-table.tsx",
    "app/components/forest-carousel.tsx",
    "app/components/logo-marquee.tsx",
  ],
  programme: [
    "app/routes/trust-code-programme.tsx",
    "app/content/programme.ts",
    "app/components/organisation-request-form.tsx",
  ],
  issuer: [
    "app/routes/get-your-trust-code.tsx",
    "app/content/issuer.ts",
    "app/components/individual-issuer-form.tsx",
    "app/components/issuer-payout-fields.tsx",
    "app/components/qr-result.tsx",
    "app/components/agreement-modal.tsx",
  ],
  apply: [
    "app/routes/have-a-code-or-need-one.tsx",
    "app/content/have-a-code.ts",
    "app/components/apply-code-form.tsx",
  ],
  server: ["app/lib/email", "app/lib/use-cases"],
} as const satisfies Record<string, readonly string[]>;

export type CatalogArea = keyof typeof CATALOG_AREAS | "common";

export const AREA_NAMES: readonly CatalogArea[] = [
  "common",
  ...(Object.keys(CATALOG_AREAS) as (keyof typeof CATALOG_AREAS)[]),
];
