import { areaModules } from "#app/lib/pages/queries.ts";
import type { FileArea } from "#app/lib/i18n/areas.ts";

/**
 * The source files of each catalog area besides its page modules
 * (app/lib/i18n/areas.ts explains the areas). Read by lingui.config.ts and
 * the catalog tests in Node, never by a page: the paths stay out of the
 * browser's bundle.
 */
const AREA_FILES = {
  landing: [
    "app/content/landing.ts",
    "app/content/galleries.ts",
    "app/components/landing-links.tsx",
    "app/components/proximity-chat.tsx",
    "app/components/teaser-table.tsx",
    "app/components/forest-carousel.tsx",
    "app/components/logo-marquee.tsx",
  ],
  programme: [
    "app/content/programme.ts",
    "app/components/organisation-request-form.tsx",
  ],
  issuer: [
    "app/content/issuer.ts",
    "app/components/individual-issuer-form.tsx",
    "app/components/issuer-payout-fields.tsx",
    "app/components/qr-result.tsx",
    "app/components/agreement-modal.tsx",
    "app/content/share.ts",
    "app/components/copy-button.tsx",
    "app/content/issuer-deal.ts",
    "app/components/issuer-deal.tsx",
  ],
  apply: ["app/content/have-a-code.ts", "app/components/apply-code-form.tsx"],
  // A code's public check page (/c/<code>+).
  check: ["app/content/code-check-page.ts"],
  // What the three Trust Code pages share: form labels, validation messages
  // (shown by the browser and sent by the API), form answers, FAQ heading.
  forms: [
    "app/content/forms.ts",
    "app/content/validation.ts",
    "app/content/form-answers.ts",
    "app/content/trust-code-shared.ts",
  ],
  // The payee's own page (/my-trust-code) and its sign-in link page.
  account: [
    "app/content/account.ts",
    "app/content/account-outlook.ts",
    "app/content/remittance.ts",
    "app/content/campaigns.ts",
    "app/components/account",
  ],
  // The pages the code e-mail links to: /verify and /not-me.
  links: ["app/content/link-pages.ts"],
  server: [
    "app/lib/email",
    "app/lib/use-cases",
    "app/content/code-emails.ts",
    "app/content/api-errors.ts",
    "app/content/qr-kit-page.ts",
    "app/content/summary-email.ts",
  ],
  // Payout e-mails to payees (server-only, like `server`).
  "payout-mail": [
    "app/content/payout-emails.ts",
    "app/content/payout-failure-reasons.ts",
  ],
} as const satisfies Record<FileArea, readonly string[]>;

/** Each area's source files (from the repository root): page modules, then the rest. */
export const CATALOG_AREAS = Object.fromEntries(
  Object.entries(AREA_FILES).map(([area, files]) => [
    area,
    [...(areaModules()[area as FileArea] ?? []), ...files],
  ]),
) as unknown as Record<FileArea, readonly string[]>;
