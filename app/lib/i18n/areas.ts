import { areaModules } from "../pages/queries";

/**
 * The site's words are split into one catalog per area, so a page downloads
 * the words of its own area (plus `common`, which every page needs) and never
 * the whole site's. Each source file belongs to exactly one area: a page's
 * route module goes to the area its manifest entry names
 * (app/lib/pages/manifest.ts), a file listed here to that area, every other
 * file under app/ to `common`. Server-only words (e-mails, API answers) have
 * their own area and never reach a browser. lingui.config.ts builds the
 * catalogs from CATALOG_AREAS; docs/translation.md explains it to translators.
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
  account: ["app/content/account.ts", "app/components/account"],
  // The pages the code e-mail links to: /verify and /not-me.
  links: ["app/content/link-pages.ts"],
  server: [
    "app/lib/email",
    "app/lib/use-cases",
    "app/content/code-emails.ts",
    "app/content/api-errors.ts",
    "app/content/qr-kit-page.ts",
  ],
  // Payout e-mails to payees (server-only, like `server`).
  "payout-mail": ["app/content/payout-emails.ts"],
} as const satisfies Record<string, readonly string[]>;

type FileArea = keyof typeof AREA_FILES;
export type CatalogArea = FileArea | "common";

/** Each area's source files (from the repository root): page modules, then the rest. */
export const CATALOG_AREAS = Object.fromEntries(
  Object.entries(AREA_FILES).map(([area, files]) => [
    area,
    [...(areaModules()[area as FileArea] ?? []), ...files],
  ]),
) as unknown as Record<FileArea, readonly string[]>;

/** Areas whose words never reach a browser (e-mails, API answers). */
export const SERVER_ONLY_AREAS: readonly CatalogArea[] = [
  "server",
  "payout-mail",
];

export const AREA_NAMES: readonly CatalogArea[] = [
  "common",
  ...(Object.keys(AREA_FILES) as FileArea[]),
];

/**
 * What a page route declares in its `handle`: the areas its words come from
 * (besides `common`). The server sends these catalogs inside the document;
 * in the browser the route module awaits them before it renders.
 */
export interface CatalogHandle {
  catalogAreas?: readonly CatalogArea[];
}

/** The areas a page needs: `common` and those its matched routes declare. */
export function pageAreas(handles: readonly unknown[]): CatalogArea[] {
  const areas = new Set<CatalogArea>(["common"]);
  for (const handle of handles)
    for (const area of (handle as CatalogHandle | undefined)?.catalogAreas ??
      [])
      areas.add(area);
  return [...areas];
}
