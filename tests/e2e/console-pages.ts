/** The operator console's pages that need no id: its navigation (app/routes/admin/layout.tsx). */
export const CONSOLE_PAGES = [
  "/admin",
  "/admin/requests",
  "/admin/issuers",
  "/admin/applications",
  "/admin/scans",
  "/admin/outbox",
  "/admin/reports",
  "/admin/people",
  "/admin/billing",
  "/admin/payouts",
  "/admin/members",
  "/admin/flags",
  "/admin/audit",
];
