import type { DocumentKey } from "../../content/documents";
import type { CatalogArea } from "../i18n/areas";

/**
 * Every page served in all twelve languages, declared once. app/routes.ts
 * builds each locale's routes from it; meta, the sitemap, share cards, the
 * catalog areas (app/lib/i18n/areas.ts), the root's shell (app/lib/pages/shell.ts),
 * the page cache (workers/page-cache.ts), the language redirects, the e2e
 * page walk (tests/e2e/public-pages.ts) and the page table in docs/routes.md
 * (app/lib/pages/routes-doc.ts) read it. Plain data with type-only imports:
 * lingui.config.ts and the docs generator load it outside the app's build,
 * and the client build receives it without the fields only the server and
 * the docs read (tooling/vite/page-manifest.ts).
 */
export interface PageEntry {
  /** The English path; other languages add `/<locale>` in front. */
  path: string;
  /** The route module, relative to app/. */
  module: `routes/${string}`;
  /** React Router's id of the English route when one module serves several pages. */
  id?: string;
  /**
   * public: a page of the site (sitemap, share card, page cache, e2e walk);
   * one-time: a link from our e-mails; account: the payee's own pages;
   * check: a code's check page. Only public pages are indexed or cached.
   */
  kind: "public" | "one-time" | "account" | "check";
  /** Listed in /sitemap.xml with its hreflang alternates. */
  sitemap: boolean;
  /**
   * The catalog the module's own words go to (`common` when absent) and the
   * other areas the page loads (app/lib/i18n/areas.ts).
   */
  catalog?: { area: CatalogArea | "common"; needs?: readonly CatalogArea[] };
  /**
   * Where the title and description come from: `registry`, the page's words
   * in app/lib/pages/site-routes.ts; `content`, its own content (its meta export).
   */
  titleFrom: "registry" | "content";
  /** Shell parts the page turns off (app/lib/pages/shell.ts). */
  shell?: { footer?: false; complianceDialog?: false };
  /** Has its own share card at /api/og/page/<slug>.png. */
  card: boolean;
  /** The use case its form posts to, relative to app/lib/use-cases/. */
  form?: string;
  /** The framed document app/routes/document.tsx shows (app/content/documents.ts). */
  document?: DocumentKey;
  /** One line for docs/routes.md. */
  about: string;
}

const page = (
  path: string,
  module: PageEntry["module"],
  about: string,
  more: Partial<PageEntry> = {},
): PageEntry => ({
  path,
  module,
  about,
  kind: "public",
  sitemap: true,
  titleFrom: "registry",
  card: true,
  ...more,
});

/** A framed document from /static/html, served by app/routes/document.tsx. */
const doc = (
  path: string,
  document: DocumentKey,
  about: string,
  more: Partial<PageEntry> = {},
) =>
  page(path, "routes/document.tsx", about, {
    id: `document${path}`,
    document,
    ...more,
  });

/** Noindex pages: never listed, carded or cached. */
const unlisted = (kind: PageEntry["kind"]): Partial<PageEntry> => ({
  kind,
  sitemap: false,
  card: false,
});

const LANDING = { area: "landing" } as const;

export const PAGES: readonly PageEntry[] = [
  page("/", "routes/home.tsx", "landing page", { catalog: LANDING }),
  page("/demo", "routes/demo.tsx", "Proximity Search demo", {
    catalog: LANDING,
    shell: { footer: false },
  }),

  // Trust Code programmes
  page(
    "/trust-code-programme",
    "routes/trust-code-programme.tsx",
    "organisation programme and its request form",
    {
      catalog: { area: "programme", needs: ["forms"] },
      form: "request-organisation-code.server.ts",
    },
  ),
  page(
    "/get-your-trust-code",
    "routes/get-your-trust-code.tsx",
    "individual issuer page: mint a code and its QR",
    {
      catalog: { area: "issuer", needs: ["forms"] },
      form: "mint-individual-code.server.ts",
    },
  ),
  page(
    "/have-a-code-or-need-one",
    "routes/have-a-code-or-need-one.tsx",
    "apply a code",
    {
      catalog: { area: "apply", needs: ["forms"] },
      form: "apply-code.server.ts",
    },
  ),

  // Documents embedded from /static/html; the visitor must be able to read
  // the two texts the compliance dialog asks them to accept.
  doc("/member-eula", "memberEula", "Member EULA (legal document)", {
    shell: { complianceDialog: false },
  }),
  doc("/terms", "terms", "public terms of use (legal document)", {
    shell: { complianceDialog: false },
  }),
  doc(
    "/why-people-use-nirvana",
    "whyPeopleUse",
    "sales document, also at /why-do-we-exist",
  ),
  doc(
    "/why-do-we-exist",
    "whyPeopleUse",
    "the same document as /why-people-use-nirvana, whose meta it carries",
    { titleFrom: "content" },
  ),
  doc("/what-is-compass-score", "compassScore", "sales document"),
  doc(
    "/what-does-an-annual-nirvana-membership-give-you",
    "membershipGives",
    "sales document",
  ),
  doc("/nirvana-membership-fees", "membershipFees", "sales document"),
  doc("/why-do-i-need-it", "whyDoINeedIt", "sales document"),

  // People and messages
  page("/the-founder", "routes/the-founder.tsx", "biography and photos", {
    titleFrom: "content",
  }),
  page(
    "/what-is-this-all-about",
    "routes/what-is-this-all-about.tsx",
    "founder messages: four audio tracks and a video, with transcripts",
  ),
  page("/nirvana-fellows", "routes/fellows.tsx", "three fellow profiles", {
    titleFrom: "content",
  }),
  page(
    "/dr-elena-varga",
    "routes/cv.tsx",
    "the academic adviser's CV (slug from app/content/cv.ts)",
    { titleFrom: "content" },
  ),

  // Opinions, disclosures, sustainability
  page(
    "/founder-statement-on-cryptocurrencies",
    "routes/crypto.tsx",
    '"Is crypto always bad?", linking /bitcoin, /ether, /stablecoins',
    { titleFrom: "content" },
  ),
  ...["bitcoin", "ether", "stablecoins"].map((slug) =>
    page(`/${slug}`, "routes/crypto-page.tsx", "a crypto opinion page", {
      id: slug,
      titleFrom: "content",
    }),
  ),
  page(
    "/your-right-to-know",
    "routes/your-right-to-know.tsx",
    "a PDF rendered as page images",
  ),
  page(
    "/nirvana-wallet",
    "routes/wallet.tsx",
    "the sustainability promise and wallet maths",
    { titleFrom: "content" },
  ),

  // One-time links from our e-mails (docs/privacy.md).
  page(
    "/verify",
    "routes/verify.tsx",
    "confirm (or first correct) the details from the code e-mail",
    {
      ...unlisted("one-time"),
      titleFrom: "content",
      // The correction form's labels are the issuer form's.
      catalog: { area: "links", needs: ["issuer", "forms"] },
      form: "email-links.server.ts",
    },
  ),
  page(
    "/not-me",
    "routes/not-me.tsx",
    '"I did not ask for this": erase an unverified request',
    {
      ...unlisted("one-time"),
      titleFrom: "content",
      catalog: { area: "links" },
      form: "email-links.server.ts",
    },
  ),

  // The payee's own page and its sign-in link (docs/my-trust-code.md).
  page("/my-trust-code", "routes/my-trust-code.tsx", "the payee's own page", {
    ...unlisted("account"),
    titleFrom: "content",
    catalog: { area: "account", needs: ["forms"] },
    form: "payout-details.server.ts",
  }),
  page(
    "/my-trust-code/sign-in",
    "routes/my-trust-code-sign-in.tsx",
    "the payee's e-mailed sign-in link",
    {
      ...unlisted("account"),
      titleFrom: "content",
      catalog: { area: "account" },
      form: "account-sign-in.server.ts",
    },
  ),

  page(
    "/my-trust-code/remittance",
    "routes/my-trust-code-remittance.tsx",
    "an organisation's monthly remittance statement (and its PDF)",
    {
      ...unlisted("account"),
      titleFrom: "content",
      catalog: { area: "account" },
    },
  ),
  page(
    "/my-trust-code/unsubscribe",
    "routes/my-trust-code-unsubscribe.tsx",
    "the monthly summary's unsubscribe link",
    {
      ...unlisted("account"),
      titleFrom: "content",
      catalog: { area: "account" },
      form: "monthly-summary.server.ts",
    },
  ),

  // A code's public check page, /c/<code>+ (docs/attribution.md).
  page("/c/:code", "routes/code-check.tsx", "a code's public check page", {
    ...unlisted("check"),
    titleFrom: "content",
    catalog: { area: "check" },
  }),
];
