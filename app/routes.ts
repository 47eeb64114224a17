import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every page. The public ones are listed, with their meta words, in
 * app/lib/site-routes.ts (tests/unit/site-routes.test.ts keeps both lists
 * equal). /c/<code> and its Cyrillic look-alike never reach React: the worker
 * answers them (workers/redirect.ts); /c/<code>+ does, as the code check page.
 */
export default [
  index("routes/home.tsx"),
  route("demo", "routes/demo.tsx"),

  // Trust Code programmes
  route("trust-code-programme", "routes/trust-code-programme.tsx"),
  route("get-your-trust-code", "routes/get-your-trust-code.tsx"),
  route("have-a-code-or-need-one", "routes/have-a-code-or-need-one.tsx"),

  // Documents embedded from /static/html
  route("member-eula", "routes/member-eula.tsx"),
  route("terms", "routes/terms.tsx"),
  route("why-people-use-nirvana", "routes/why-people-use.tsx", {
    id: "why-people-use",
  }),
  route("why-do-we-exist", "routes/why-people-use.tsx", {
    id: "why-do-we-exist",
  }),
  route("what-is-compass-score", "routes/what-is-compass-score.tsx"),
  route(
    "what-does-an-annual-nirvana-membership-give-you",
    "routes/what-does-membership-give-you.tsx",
  ),
  route("nirvana-membership-fees", "routes/membership-fees.tsx"),
  route("why-do-i-need-it", "routes/why-do-i-need-it.tsx"),

  // People and messages
  route("the-founder", "routes/the-founder.tsx"),
  route("what-is-this-all-about", "routes/what-is-this-all-about.tsx"),
  route("nirvana-fellows", "routes/fellows.tsx"),
  route("dr-elena-varga", "routes/cv.tsx"),

  // Opinions, disclosures, sustainability
  route("founder-statement-on-cryptocurrencies", "routes/crypto.tsx"),
  route("bitcoin", "routes/crypto-page.tsx", { id: "bitcoin" }),
  route("ether", "routes/crypto-page.tsx", { id: "ether" }),
  route("stablecoins", "routes/crypto-page.tsx", { id: "stablecoins" }),
  route("your-right-to-know", "routes/your-right-to-know.tsx"),
  route("nirvana-wallet", "routes/wallet.tsx"),

  // One-time links from our e-mails (noindex, not in the sitemap).
  route("verify", "routes/verify.tsx"),
  route("not-me", "routes/not-me.tsx"),

  // A code's public check page, /c/<code>+ (noindex, not in the sitemap).
  route("c/:code", "routes/code-check.tsx"),

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
    route("people", "routes/admin/people.tsx"),
  ]),
  route("admin/people/export", "routes/admin/people-export.tsx"),
  // Outside the layout: a CSV download has no page around it.
  route("admin/export/:list", "routes/admin/export.tsx"),
  // A participant's cohort report, reached only by its unguessable link.
  route("report/:token", "routes/report.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
