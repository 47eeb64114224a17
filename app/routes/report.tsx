import { data } from "react-router";
import { CohortTable } from "#app/components/cohort-table.tsx";
import { adminHeaders } from "#app/lib/admin/index.ts";
import { participantReport } from "#app/lib/db/index.server.ts";
import { BRAND } from "#app/lib/brand.ts";
import "#app/styles/admin.css";
import type { Route } from "./+types/report";
import type { ShellHandle } from "#app/lib/pages/index.ts";

/** A participant reading a report is not a visitor: no site shell. */
export const handle: ShellHandle = { shell: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.code ? `Trust Code ${loaderData.code}` : "Report"} | ${BRAND.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
  // The token is the key to this page; never leak it to a linked site.
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(adminHeaders(args));
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
};

/**
 * A participant's cohort report (/report/<token>): counts only, months under
 * five suppressed, no personal data. An unknown token is a plain 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const report = await participantReport(params.token);
  if (!report) throw data("Report not found.", { status: 404 });
  return report;
}

export default function Report({ loaderData }: Route.ComponentProps) {
  const { code, months } = loaderData;
  return (
    <main id="main" className="page report-page">
      <h1>Trust Code {code}: monthly cohorts</h1>
      <p>
        Counts of visits through your code and of codes applied, by calendar
        month (UTC). Scans count people; automated visits (link previews,
        crawlers) appear as bot events. Unique visitors is an estimate that
        counts a person once a day. To protect individual visitors, any month
        with fewer than five is shown as “&lt;5”. No personal data is collected
        for this report.
      </p>
      <CohortTable months={months} empty="Nothing to report yet." />
      <p className="admin-note">
        New paid members count each member once, in the month of their first
        paid subscription with your code; renewals are their later paid
        subscription periods. Codes never affect search results.
      </p>
    </main>
  );
}
