import { env as testEnv } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertCode } from "./scan-helpers";

type Migration = { name: string; queries: string[] };
const migrations = (testEnv as unknown as { TEST_MIGRATIONS: Migration[] })
  .TEST_MIGRATIONS;
const queriesOf = (prefix: string) =>
  migrations.find((m) => m.name.startsWith(prefix))!.queries;
const stripComments = (sql: string) => sql.replace(/^\s*--.*$/gm, "").trim();

describe("migration 0004: raw scans fold into the aggregates", () => {
  it("folds old rows by day, code and label, counts unknown codes per day, and drops the raw table", async () => {
    const known = await insertCode("MIG-KNOWN");
    // The raw table exactly as 0001 created it, with rows as the old code wrote them.
    for (const q of queriesOf("0001")) await env.DB.prepare(q).run();
    const rows: [
      string,
      string,
      string | null,
      string | null,
      string,
      string,
    ][] = [
      [known, "qr", null, "GB", "/c", "2019-01-01T08:00:00.000Z"],
      [known, "qr", null, "GB", "/c", "2019-01-01T09:00:00.000Z"],
      [known, "qr", "spring", null, "/c/x", "2019-01-01T10:00:00.000Z"],
      [known, "qr", null, null, "/", "2019-01-01T11:00:00.000Z"],
      [
        known,
        "mail",
        null,
        null,
        `/trust-code-programme/${"x".repeat(500)}`,
        "2019-01-02T11:00:00.000Z",
      ],
      ["NEVER-MINTED", "qr", null, null, "/c", "2019-01-01T12:00:00.000Z"],
      ["NEVER-MINTED", "qr", null, null, "/", "2019-01-02T12:00:00.000Z"],
      ["ALSO-MADE-UP", "qr", null, null, "/c", "2019-01-02T12:30:00.000Z"],
    ];
    for (const r of rows)
      await env.DB.prepare(
        "INSERT INTO scans (code, source, campaign, country, path, scanned_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      )
        .bind(...r)
        .run();

    const fold = queriesOf("0004")
      .map(stripComments)
      .filter((q) => /^(INSERT|DROP)/i.test(q));
    expect(fold).toHaveLength(4);
    await env.DB.batch(fold.map((q) => env.DB.prepare(q)));

    const daily = await env.DB.prepare(
      `SELECT day, surface, source, campaign, country, scans, bot_events FROM scan_daily
       WHERE code = ?1 ORDER BY day, surface, campaign`,
    )
      .bind(known)
      .all();
    expect(daily.results).toEqual([
      {
        day: "2019-01-01",
        surface: "landing",
        source: "qr",
        campaign: "",
        country: "",
        scans: 1,
        bot_events: 0,
      },
      {
        day: "2019-01-01",
        surface: "qr",
        source: "qr",
        campaign: "",
        country: "GB",
        scans: 2,
        bot_events: 0,
      },
      {
        day: "2019-01-01",
        surface: "qr",
        source: "qr",
        campaign: "spring",
        country: "",
        scans: 1,
        bot_events: 0,
      },
      {
        day: "2019-01-02",
        surface: "page",
        source: "mail",
        campaign: "",
        country: "",
        scans: 1,
        bot_events: 0,
      },
    ]);
    const perDay = await env.DB.prepare(
      "SELECT day, scans, visitors FROM scan_code_daily WHERE code = ?1 ORDER BY day",
    )
      .bind(known)
      .all();
    expect(perDay.results).toEqual([
      { day: "2019-01-01", scans: 4, visitors: null },
      { day: "2019-01-02", scans: 1, visitors: null },
    ]);
    const unknown = await env.DB.prepare(
      "SELECT day, events FROM scan_unknown_daily WHERE day LIKE '2019-01-%' ORDER BY day",
    ).all();
    expect(unknown.results).toEqual([
      { day: "2019-01-01", events: 1 },
      { day: "2019-01-02", events: 2 },
    ]);
    // Nothing per code for made-up codes, no path anywhere, and no raw table left.
    const leaked = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM scan_daily WHERE code IN ('NEVER-MINTED', 'ALSO-MADE-UP')",
    ).first<{ n: number }>();
    expect(leaked!.n).toBe(0);
    const raw = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'scans'",
    ).first<{ n: number }>();
    expect(raw!.n).toBe(0);
  });
});
