import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { suppress, suppressCohorts } from "#app/lib/reports/cohorts.ts";
import { csvCell, toCsv } from "#app/lib/platform/csv.ts";
import {
  codeReport,
  participantReport,
} from "#app/lib/db/code-reports.server.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { loader as exportLoader } from "#app/routes/admin/export.tsx";
import { loader as reportLoader } from "#app/routes/report.tsx";
import { ingestScanEvents } from "../../workers/scans/consumer";
import { ADMIN, insertRequest, one } from "./admin-helpers";
import { scanEventFor } from "./scan-helpers";

async function seed(
  code: string,
  table: "scans" | "code_applications",
  month: string,
  n: number,
) {
  if (table === "scans") {
    // Scans arrive as queue events folded into the daily aggregates; one person each.
    await ingestScanEvents(
      Array.from({ length: n }, (_, i) =>
        scanEventFor(code, {
          at: Date.parse(`${month}-0${(i % 9) + 1}T12:00:00.000Z`),
        }),
      ),
    );
    return;
  }
  for (let i = 0; i < n; i++) {
    const at = `${month}-0${(i % 9) + 1}T12:00:00.000Z`;
    await env.DB.prepare(
      "INSERT INTO code_applications (code, session_id, applied_at) VALUES (?1, 'sid', ?2)",
    )
      .bind(code, at)
      .run();
  }
}

async function approvedCode(name: string) {
  const { code } = await approveRequest(
    await insertRequest(name),
    ADMIN,
    "nirvana.example",
  );
  const { token } = await one<{ token: string }>(
    "SELECT token FROM report_tokens WHERE code = ?1",
    code,
  );
  return { code: code!, token };
}

/** Calls a route loader as React Router would. */
function callLoader<T>(
  loader: (args: never) => T,
  url: string,
  params: Record<string, string>,
  headers: HeadersInit = {},
) {
  return loader({
    request: new Request(url, { headers }),
    params,
    context: {},
  } as never);
}

const ADMIN_AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };

describe("cohort reports", () => {
  it("suppresses any monthly count under 5 for participants", () => {
    expect([0, 1, 4, 5, 12].map(suppress)).toEqual([
      "<5",
      "<5",
      "<5",
      "5",
      "12",
    ]);
    expect(
      suppressCohorts([
        {
          month: "2026-01",
          scans: 7,
          unique_visitors: 6,
          bot_events: 2,
          applications: 3,
          paid_conversions: 0,
          renewals: 0,
        },
      ]),
    ).toEqual([
      {
        month: "2026-01",
        scans: "7",
        unique_visitors: "6",
        bot_events: "<5",
        applications: "<5",
        paid_conversions: "<5",
        renewals: "<5",
      },
    ]);
  });

  it("counts per month exactly for operators and suppressed for the report link", async () => {
    const { code, token } = await approvedCode("Cohort Org");
    await seed(code, "scans", "2026-01", 7);
    await seed(code, "scans", "2026-02", 3);
    await seed(code, "code_applications", "2026-01", 2);
    await seed(code, "code_applications", "2026-02", 5);

    const operator = await codeReport(code);
    expect(operator!.months).toEqual([
      {
        month: "2026-02",
        scans: 3,
        unique_visitors: 3,
        bot_events: 0,
        applications: 5,
        paid_conversions: 0,
        renewals: 0,
      },
      {
        month: "2026-01",
        scans: 7,
        unique_visitors: 7,
        bot_events: 0,
        applications: 2,
        paid_conversions: 0,
        renewals: 0,
      },
    ]);

    const participant = await participantReport(token);
    expect(participant).toEqual({
      code,
      months: [
        {
          month: "2026-02",
          scans: "<5",
          unique_visitors: "<5",
          bot_events: "<5",
          applications: "5",
          paid_conversions: "<5",
          renewals: "<5",
        },
        {
          month: "2026-01",
          scans: "7",
          unique_visitors: "7",
          bot_events: "<5",
          applications: "<5",
          paid_conversions: "<5",
          renewals: "<5",
        },
      ],
    });
    // Counts only: nothing about the organisation or its contact.
    expect(JSON.stringify(participant)).not.toMatch(/Cohort Org|Ada Green|@/);
  });

  it("/report/<token> answers 404 for an unknown or malformed token", async () => {
    const unknown = "A".repeat(43);
    for (const token of [unknown, "short", "../etc"])
      await expect(
        callLoader(reportLoader, `https://x/report/${token}`, { token }),
      ).rejects.toMatchObject({
        init: { status: 404 },
      });
    const { token } = await approvedCode("Link Org");
    expect(
      await callLoader(reportLoader, `https://x/report/${token}`, { token }),
    ).toMatchObject({ months: [] });
  });
});

describe("CSV export", () => {
  it("quotes, escapes and neutralises formulas", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(
      '"\'=HYPERLINK(""http://evil"")"',
    );
    // Every cell quoted; formula starts neutralised.
    expect(["+1", "-1", "@SUM(A1)", "plain", null].map(csvCell)).toEqual([
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      '"plain"',
      '""',
    ]);
    // Tab and CR starts, and formulas after ; or , (another separator's new cell).
    expect(["\t=1", "\r=1"].map(csvCell)).toEqual([`"'\t=1"`, `"'\r=1"`]);
    expect(csvCell("Acme;=cmd|' /C calc'!A0")).toBe(
      `"Acme;'=cmd|' /C calc'!A0"`,
    );
    expect(csvCell("a, @SUM(A1)")).toBe(`"a, '@SUM(A1)"`);
    expect(csvCell("a,+1;-2")).toBe(`"a,'+1;'-2"`);
    // Numbers are data, not formulas.
    expect(csvCell(-50)).toBe('"-50"');
    expect(
      toCsv(
        [{ header: "a", value: (r: { a: string }) => r.a }],
        [{ a: "line\nbreak" }],
      ),
    ).toBe('"a"\r\n"line\nbreak"\r\n');
  });

  it("the export route needs credentials", async () => {
    const thrown = await callLoader(
      exportLoader,
      "https://nirvana.example/admin/export/scans",
      { list: "scans" },
    ).catch((r: Response) => r);
    expect((thrown as Response).status).toBe(401);
  });

  it("exports the filtered scans as text/csv with a dated filename", async () => {
    const { code } = await approvedCode("Export Org");
    // A hostile campaign written straight into the aggregate (the queue would refuse it).
    await env.DB.prepare(
      `INSERT INTO scan_daily (day, code, surface, source, campaign, country, scans, bot_events)
       VALUES (?2, ?1, 'qr', 'qr', '=cmd|calc', '', 1, 0)`,
    )
      .bind(code, new Date().toISOString().slice(0, 10))
      .run();
    const res = (await callLoader(
      exportLoader,
      `https://nirvana.example/admin/export/scans?q=${code}`,
      { list: "scans" },
      ADMIN_AUTH,
    )) as Response;
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nirvana-scans-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"month","code","code_status","source","campaign","country","surface","scans","bot_events","code_unique_visitors","flag"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,"${code}","active","qr","'=cmd|calc",`);
  });

  it("gives each scans row its code's unique visitors for the month", async () => {
    const { code } = await approvedCode("Visitors Org");
    await seed(code, "scans", "2026-04", 7);
    const res = (await callLoader(
      exportLoader,
      `https://nirvana.example/admin/export/scans?q=${code}`,
      { list: "scans" },
      ADMIN_AUTH,
    )) as Response;
    const [header, ...rows] = (await res.text()).trim().split("\r\n");
    const column = header!.split(",").indexOf('"code_unique_visitors"');
    const months = await env.DB.prepare(
      "SELECT SUM(visitors) AS v FROM scan_code_daily WHERE code = ?1 AND day LIKE '2026-04%'",
    )
      .bind(code)
      .first<{ v: number }>();
    expect(months!.v).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.split(",")[column]).toBe(`"${months!.v}"`);
  });

  it("flags scans of a suspended code and answers 404 for an unknown list", async () => {
    const { code } = await approvedCode("Flag Org");
    await seed(code, "scans", "2026-03", 1);
    await env.DB.prepare(
      "UPDATE trust_codes SET status = 'suspended' WHERE code = ?1",
    )
      .bind(code)
      .run();
    const res = (await callLoader(
      exportLoader,
      `https://nirvana.example/admin/export/scans?status=suspended&q=${code}`,
      { list: "scans" },
      ADMIN_AUTH,
    )) as Response;
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[1]).toMatch(/,"suspended",.*,"flagged"$/);
    const missing = await callLoader(
      exportLoader,
      "https://nirvana.example/admin/export/secrets",
      { list: "secrets" },
      ADMIN_AUTH,
    ).catch((r: Response) => r);
    expect((missing as Response).status).toBe(404);
  });
});
