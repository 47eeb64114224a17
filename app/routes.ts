import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  route,
} from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";
import { englishRouteId } from "#app/lib/pages/queries.ts";

/**
 * Every page of the manifest (app/lib/pages/manifest.ts: the declarations
 * beside the routes, app/routes/<route>.page.ts) at its English path
 * under `prefix` ("" for English, "de/" for German). Route ids carry the
 * prefix so each locale's copy is its own route; the page's locale comes
 * from the URL (app/lib/i18n/locale-path.ts). /c/<code> and its Cyrillic
 * look-alike never reach React: the worker answers them (workers/redirect.ts);
 * /c/<code>+ does, as the code check page.
 */
function manifestPages(prefix: string): RouteConfigEntry[] {
  return PAGES.map((p) => {
    // English keeps React Router's default ids ("routes/demo").
    const id = prefix ? `${prefix}${englishRouteId(p)}` : p.routeId;
    if (p.path === "/")
      return prefix ? route(prefix, p.module, { id }) : index(p.module);
    return route(`${prefix}${p.path.slice(1)}`, p.module, { id });
  });
}

export default [
  ...LOCALE_CODES.flatMap((l) =>
    manifestPages(l === DEFAULT_LOCALE ? "" : `${l}/`),
  ),

  // The payee's statement: a file, the same in every language.
  route("my-trust-code/statement.csv", "routes/my-trust-code-statement.ts"),
  // Its funnel per month and campaign.
  route("my-trust-code/funnel.csv", "routes/my-trust-code-funnel.ts"),
  // An organisation's monthly remittance statement as a PDF (its page is in the manifest).
  route(
    "my-trust-code/remittance.pdf",
    "routes/my-trust-code-remittance-pdf.ts",
  ),

  // Machine-readable
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Operator console: every loader and action calls requireAdmin (directly, or
  // through adminListQuery or adminAction, app/lib/admin/start.server.ts);
  // noindex, and deliberately absent from the page manifest and the sitemap.
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
