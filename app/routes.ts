import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  route,
} from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./lib/i18n/locales";

/**
 * Every public page, at its English path under `prefix` ("" for English,
 * "de/" for German). Route ids carry the prefix so each locale's copy is its
 * own route; the page's locale comes from the URL (app/lib/i18n/locale-path.ts).
 * The public pages are listed, with their meta words, in
 * app/lib/site-routes.ts (tests/unit/site-routes.test.ts keeps both lists
 * equal). /c/<code> and its Cyrillic look-alike never reach React: the worker
 * answers them (workers/redirect.ts); /c/<code>+ does, as the code check page.
 */
function publicPages(prefix: string): RouteConfigEntry[] {
  const page = (path: string, file: string, id?: string) =>
    route(`${prefix}${path}`, file, {
      // English keeps React Router's default ids ("routes/demo").
      id: prefix ? `${prefix}${id ?? file.replace(/\.tsx$/, "")}` : id,
    });
  return [
    prefix
      ? route(prefix, "routes/home.tsx", { id: `${prefix}routes/home` })
      : index("routes/home.tsx"),
    page("demo", "routes/demo.tsx"),

    // Trust Code programmes
    page("trust-code-programme", "routes/trust-code-programme.tsx"),
    page("get-your-trust-code", "routes/get-your-trust-code.tsx"),
    page("have-a-code-or-need-one", "routes/have-a-code-or-need-one.tsx"),

    // Documents embedded from /static/html
    page("member-eula", "routes/member-eula.tsx"),
    page("terms", "routes/terms.tsx"),
    page(
      "why-people-use-nirvana",
      "routes/why-people-use.tsx",
      "why-people-use",
    ),
    page("why-do-we-exist", "routes/why-people-use.tsx", "why-do-we-exist"),
    page("what-is-compass-score", "routes/what-is-compass-score.tsx"),
    page(
      "what-does-an-annual-nirvana-membership-give-you",
      "routes/what-does-membership-give-you.tsx",
    ),
    page("nirvana-membership-fees", "routes/membership-fees.tsx"),
    page("why-do-i-need-it", "routes/why-do-i-need-it.tsx"),

    // People and messages
    page("the-founder", "routes/the-founder.tsx"),
    page("what-is-this-all-about", "routes/what-is-this-all-about.tsx"),
    page("nirvana-fellows", "routes/fellows.tsx"),
    page("dr-elena-varga", "routes/cv.tsx"),

    // Opinions, disclosures, sustainability
    page("founder-statement-on-cryptocurrencies", "routes/crypto.tsx"),
    page("bitcoin", "routes/crypto-page.tsx", "bitcoin"),
    page("ether", "routes/crypto-page.tsx", "ether"),
    page("stablecoins", "routes/crypto-page.tsx", "stablecoins"),
    page("your-right-to-know", "routes/your-right-to-know.tsx"),
    page("nirvana-wallet", "routes/wallet.tsx"),

    // One-time links from our e-mails (noindex, not in the sitemap).
    page("verify", "routes/verify.tsx"),
    page("not-me", "routes/not-me.tsx"),

    // The payee's own page and its sign-in link (private: noindex, never cached).
    page("my-trust-code", "routes/my-trust-code.tsx"),
    page("my-trust-code/sign-in", "routes/my-trust-code-sign-in.tsx"),
  ];
}

export default [
  ...publicPages(""),
  ...LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) =>
    publicPages(`${l}/`),
  ),

  // A code's public check page, /c/<code>+ and /<locale>/c/<code>+
  // (noindex, not in the sitemap).
  route("c/:code", "routes/code-check.tsx"),
  ...LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE).map((l) =>
    route(`${l}/c/:code`, "routes/code-check.tsx", {
      id: `${l}/routes/code-check`,
    }),
  ),

  // The payee's statement: a file, the same in every language.
  route("my-trust-code/statement.csv", "routes/my-trust-code-statement.ts"),

  // Machine-readable
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Operator console: every loader and action calls requireAdmin;
  // noindex, and deliberately absent from SITE_ROUTES and so the sitemap.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("requests", "routes/admin/requests.tsx"),
    route("issuers", "routes/admin/issuers.tsx"),
    route("applications", "routes/admin/applications.tsx"),
    route("scans", "routes/admin/scans.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id", "routes/admin/outbox-message.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/:code", "routes/admin/code-report.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("billing", "routes/admin/billing.tsx"),
    route("billing/:eventId", "routes/admin/billing-event.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("payouts", "routes/admin/payouts.tsx"),
    route("payouts/:month", "routes/admin/payout-run.tsx"),
    route("members", "routes/admin/members.tsx"),
    route("payees/:kind/:id", "routes/admin/payee.tsx"),
    route("flags", "routes/admin/flags.tsx"),
  ]),
  route("admin/people/export", "routes/admin/people-export.tsx"),
  // Outside the layout: a CSV download has no page around it.
  route("admin/export/:list", "routes/admin/export.tsx"),
  // A run's PayPal file and cheque register (paypal.csv, cheques.csv).
  route("admin/payouts/:month/:file", "routes/admin/payout-file.tsx"),
  // A participant's cohort report, reached only by its unguessable link.
  route("report/:token", "routes/report.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
