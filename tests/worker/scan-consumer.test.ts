import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import type { ScanEvent } from "../../workers/scans/events";
import { scanStore } from "#app/lib/db/scans.server.ts";
import { ingestScanEvents } from "../../workers/scans/consumer";
import { maxFilterRows } from "../support/scan-bounds";
import {
  addHash,
  emptySketch,
  estimate,
  HLL_STANDARD_ERROR,
} from "#app/lib/scans/hll.ts";
import { insertCode, scanEventFor, visitorHex } from "./scan-helpers";

const QUEUE = "nirvana-scans";

/** Delivers events to the Worker's queue() handler as Queues would. */
async function deliver(events: unknown[], testEnv: Env = env, attempts = 1) {
  const batch = createMessageBatch(
    QUEUE,
    events.map((body, i) => ({
      id: `msg-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  const ctx = createExecutionContext();
  let thrown: unknown = null;
  try {
    await worker.queue!(batch as MessageBatch<unknown>, testEnv, ctx);
  } catch (error) {
    thrown = error;
  }
  return { result: await getQueueResult(batch, ctx), thrown };
}

async function codeDay(code: string) {
  return env.DB.prepare(
    "SELECT scans, bot_events, visitors, visitors_hll FROM scan_code_daily WHERE code = ?1",
  )
    .bind(code)
    .all<{
      scans: number;
      bot_events: number;
      visitors: number | null;
      visitors_hll: string | null;
    }>()
    .then((r) => r.results);
}

/** A D1 binding whose next batch() fails once, before or after committing. */
function failingOnce(when: "before-commit" | "after-commit"): Env {
  let failed = false;
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const writes = statements.length > 1 && !failed;
          if (writes && when === "before-commit") {
            failed = true;
            throw new Error("D1 unavailable (injected)");
          }
          const results = await target.batch(statements);
          if (writes && when === "after-commit") {
            failed = true;
            throw new Error("consumer lost after commit (injected)");
          }
          return results;
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, DB: db };
}

describe("scan queue consumer", () => {
  it("acknowledges a batch once its events are folded into one row per code and day", async () => {
    const code = await insertCode("QC-AGG");
    const events = [
      ...Array.from({ length: 40 }, (_, i) =>
        scanEventFor(code, { visitor: visitorHex(1000 + (i % 10)) }),
      ),
      ...Array.from({ length: 5 }, () =>
        scanEventFor(code, { bot: "crawler", visitor: null }),
      ),
    ];
    const { result, thrown } = await deliver(events);
    expect(thrown).toBeNull();
    expect(result.ackAll).toBe(true);
    expect(result.retryBatch.retry).toBe(false);
    const rows = await codeDay(code);
    expect(rows).toHaveLength(1);
    // 40 scans by 10 people; the 5 crawler visits are bot events only.
    expect(rows[0]).toMatchObject({ scans: 40, bot_events: 5, visitors: 10 });
  });

  it("never counts a redelivered event twice", async () => {
    const code = await insertCode("QC-REDELIVER");
    const events = Array.from({ length: 30 }, () => scanEventFor(code));
    await deliver(events);
    // The same messages again (a retry after a lost ack), and mixed with new ones.
    const again = await deliver(events, env, 2);
    expect(again.result.ackAll).toBe(true);
    await deliver([...events.slice(0, 10), scanEventFor(code)]);
    expect((await codeDay(code))[0]).toMatchObject({ scans: 31 });
    const stored = await env.DB.prepare(
      "SELECT SUM(scans) AS n FROM scan_daily WHERE code = ?1",
    )
      .bind(code)
      .first<{ n: number }>();
    expect(stored!.n).toBe(31);
  });

  it("loses nothing and doubles nothing when the consumer fails mid-batch", async () => {
    for (const when of ["before-commit", "after-commit"] as const) {
      const code = await insertCode(`QC-FAIL-${when.toUpperCase()}`);
      const events = Array.from({ length: 50 }, () => scanEventFor(code));
      const first = await deliver(events, failingOnce(when));
      // The handler threw: nothing acknowledged, so Queues retries the batch.
      expect(first.thrown).toBeInstanceOf(Error);
      expect(first.result.ackAll).toBe(false);
      expect(first.result.explicitAcks).toEqual([]);
      const retry = await deliver(events, env, 2);
      expect(retry.result.ackAll).toBe(true);
      expect((await codeDay(code))[0]).toMatchObject({ scans: 50 });
    }
  });

  it("keeps only a daily count for codes that do not exist", async () => {
    const day = "2026-04-02";
    const at = Date.parse(`${day}T10:00:00Z`);
    const before = await env.DB.prepare(
      "SELECT events, bot_events FROM scan_unknown_daily WHERE day = ?1",
    )
      .bind(day)
      .first<{ events: number; bot_events: number }>();
    await deliver([
      scanEventFor("NEVER-MINTED", { at }),
      scanEventFor("ALSO-MADE-UP", { at: at + 1, campaign: "x".repeat(64) }),
      scanEventFor("ALSO-MADE-UP", { at: at + 2, bot: "head", visitor: null }),
    ]);
    const after = await env.DB.prepare(
      "SELECT events, bot_events FROM scan_unknown_daily WHERE day = ?1",
    )
      .bind(day)
      .first<{ events: number; bot_events: number }>();
    expect(after!.events - (before?.events ?? 0)).toBe(3);
    expect(after!.bot_events - (before?.bot_events ?? 0)).toBe(1);
    const perCode = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM scan_daily WHERE code IN ('NEVER-MINTED', 'ALSO-MADE-UP'))
            + (SELECT COUNT(*) FROM scan_code_daily WHERE code IN ('NEVER-MINTED', 'ALSO-MADE-UP')) AS n`,
    ).first<{ n: number }>();
    expect(perCode!.n).toBe(0);
  });

  it("drops malformed bodies without retrying the batch", async () => {
    const code = await insertCode("QC-MALFORMED");
    const { result } = await deliver([
      { code, path: "/anything" },
      "not json",
      scanEventFor(code),
    ]);
    expect(result.ackAll).toBe(true);
    expect((await codeDay(code))[0]).toMatchObject({ scans: 1 });
  });

  it("merges the unique-visitor sketch in D1 across batches, within the stated error", async () => {
    const code = await insertCode("QC-UNIQUES");
    const people = 3_000;
    const local = emptySketch();
    const events: ScanEvent[] = [];
    // Each person scans one to three times, spread over many batches.
    for (let i = 0; i < people; i++)
      for (let k = 0; k <= i % 3; k++) {
        const visitor = visitorHex(50_000 + i);
        addHash(local, visitor);
        events.push(scanEventFor(code, { visitor }));
      }
    for (let i = 0; i < events.length; i += 100)
      await ingestScanEvents(events.slice(i, i + 100));
    const [row] = await codeDay(code);
    expect(row!.scans).toBe(events.length);
    // The SQL merge equals merging in JavaScript, register for register.
    expect(row!.visitors).toBe(estimate(local));
    expect(Math.abs(row!.visitors! - people) / people).toBeLessThanOrEqual(
      3 * HLL_STANDARD_ERROR,
    );
  }, 60_000);

  it("keeps every visitor when two consumers update one code and day at once", async () => {
    const code = await insertCode("QC-RACE");
    const mine = Array.from({ length: 200 }, (_, i) =>
      scanEventFor(code, { visitor: visitorHex(80_000 + i) }),
    );
    const theirs = Array.from({ length: 200 }, (_, i) =>
      scanEventFor(code, { visitor: visitorHex(90_000 + i) }),
    );
    const all = emptySketch();
    for (const e of [...mine, ...theirs]) addHash(all, e.visitor!);
    let raced = false;
    let calls = 0;
    // The other consumer commits between this one's read (call 1) and its write (call 2).
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return async (statements: D1PreparedStatement[]) => {
            if (++calls === 2) {
              raced = true;
              await ingestScanEvents(theirs.slice(0, 100));
            }
            return target.batch(statements);
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await ingestScanEvents(
      mine.slice(0, 100),
      undefined,
      scanStore({ DB: db }),
    );
    await ingestScanEvents(
      [...mine.slice(100), ...theirs.slice(100)].slice(0, 100),
    );
    await ingestScanEvents(
      [...mine.slice(100), ...theirs.slice(100)].slice(100),
    );
    expect(raced).toBe(true);
    // Read, stale write rolled back, read again, write.
    expect(calls).toBe(4);
    const [row] = await codeDay(code);
    expect(row!.scans).toBe(400);
    expect(row!.visitors).toBe(estimate(all));
  });

  it("grows storage with codes x days, not with scans", async () => {
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertCode(`QC-BOUND-${i}`)),
    );
    const at = Date.parse("2026-05-05T09:00:00Z");
    const events = Array.from({ length: 4_000 }, (_, i) =>
      scanEventFor(codes[i % codes.length]!, {
        at: at + i,
        source: Math.floor(i / codes.length) % 2 ? "poster" : "qr",
        bot: i % 7 === 0 ? "crawler" : null,
      }),
    );
    for (let i = 0; i < events.length; i += 100)
      await ingestScanEvents(events.slice(i, i + 100));
    const counts = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM scan_code_daily WHERE code LIKE 'QC-BOUND-%') AS code_days,
              (SELECT COUNT(*) FROM scan_daily WHERE code LIKE 'QC-BOUND-%') AS breakdown,
              (SELECT SUM(scans) + SUM(bot_events) FROM scan_code_daily WHERE code LIKE 'QC-BOUND-%') AS events`,
    ).first<{ code_days: number; breakdown: number; events: number }>();
    // 20 codes x 1 day; two sources each: 4,000 events in 60 rows.
    expect(counts).toEqual({ code_days: 20, breakdown: 40, events: 4_000 });
  }, 60_000);

  it("forgets a day's filter and sketches once the queue can no longer redeliver its events", async () => {
    const code = await insertCode("QC-PRUNE");
    const old = scanEventFor(code, { at: Date.parse("2026-01-01T00:00:00Z") });
    await ingestScanEvents([old], Date.parse("2026-01-01T00:00:01Z"));
    const filterRows = () =>
      env.DB.prepare(
        "SELECT COUNT(*) AS n FROM scan_dedup_filter WHERE day = '2026-01-01'",
      )
        .first<{ n: number }>()
        .then((r) => r!.n);
    expect(await filterRows()).toBe(1);
    // A batch ten days later drops the filters of days past the redelivery window.
    await ingestScanEvents(
      [scanEventFor(code, { at: Date.parse("2026-01-11T00:00:00Z") })],
      Date.parse("2026-01-11T00:00:01Z"),
    );
    expect(await filterRows()).toBe(0);
    // The closed day keeps its counts and estimate; only the sketch is gone.
    const closed = await env.DB.prepare(
      "SELECT scans, visitors, visitors_hll FROM scan_code_daily WHERE code = ?1 AND day = '2026-01-01'",
    )
      .bind(code)
      .first();
    expect(closed).toEqual({ scans: 1, visitors: 1, visitors_hll: null });
    // A straggler for the closed day adds to its counts but leaves the final estimate.
    await ingestScanEvents(
      [scanEventFor(code, { at: Date.parse("2026-01-01T05:00:00Z") })],
      Date.parse("2026-01-11T00:00:02Z"),
    );
    const late = await env.DB.prepare(
      "SELECT scans, visitors, visitors_hll FROM scan_code_daily WHERE code = ?1 AND day = '2026-01-01'",
    )
      .bind(code)
      .first();
    expect(late).toEqual({ scans: 2, visitors: 1, visitors_hll: null });
    const open = await env.DB.prepare(
      "SELECT visitors_hll IS NOT NULL AS kept FROM scan_code_daily WHERE code = ?1 AND day = '2026-01-11'",
    )
      .bind(code)
      .first<{ kept: number }>();
    expect(open!.kept).toBe(1);
  });

  it("counts a generated stream exactly once through redeliveries, with no row per event", async () => {
    const codes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insertCode(`QC-STREAM-${i}`)),
    );
    const day = "2026-06-06";
    const at = Date.parse(`${day}T08:00:00Z`);
    const events = Array.from({ length: 2_000 }, (_, i) =>
      scanEventFor(codes[i % codes.length]!, {
        at: at + i,
        bot: i % 9 === 0 ? "crawler" : null,
      }),
    );
    // Every batch is delivered, then every fourth one again, regrouped with
    // its neighbour's events: 2,500 deliveries of 2,000 events.
    const now = at + 3_600_000;
    for (let i = 0; i < events.length; i += 100)
      await ingestScanEvents(events.slice(i, i + 100), now);
    let duplicates = 0;
    for (let i = 0; i < events.length; i += 400)
      duplicates += (
        await ingestScanEvents(
          [...events.slice(i + 50, i + 150)].reverse(),
          now,
        )
      ).duplicates;
    expect(duplicates).toBe(500);
    const totals = await env.DB.prepare(
      `SELECT SUM(scans) AS scans, SUM(bot_events) AS bots FROM scan_code_daily
       WHERE code LIKE 'QC-STREAM-%' AND day = ?1`,
    )
      .bind(day)
      .first<{ scans: number; bots: number }>();
    // The stated error at 2,000 events a day is below 1e-20: none lost, none doubled.
    expect(totals).toEqual({ scans: 2_000 - 223, bots: 223 });
    // The filter follows code-days, never events: 200 events of each code
    // fill its first generation (1 row) and start its second (2 rows).
    const filter = await env.DB.prepare(
      "SELECT code, COUNT(*) AS n FROM scan_dedup_filter WHERE day = ?1 AND code LIKE 'QC-STREAM-%' GROUP BY code",
    )
      .bind(day)
      .all<{ code: string; n: number }>();
    expect(filter.results).toHaveLength(codes.length);
    for (const row of filter.results) {
      expect(row.n).toBeGreaterThanOrEqual(2);
      expect(row.n).toBeLessThanOrEqual(maxFilterRows(200));
    }
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'scan_event_ids'",
    ).all();
    expect(tables.results).toEqual([]);
  }, 60_000);

  it("counts an event once when its redelivery commits while the first delivery is writing", async () => {
    // Bot events carry no visitor sketch, so only the filter's guard stands
    // between the two deliveries and a double count.
    const code = await insertCode("QC-DEDUP-RACE");
    const events = Array.from({ length: 60 }, () =>
      scanEventFor(code, { bot: "crawler", visitor: null }),
    );
    let calls = 0;
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return async (statements: D1PreparedStatement[]) => {
            // The redelivery commits between this delivery's read and its write.
            if (++calls === 2) await ingestScanEvents(events);
            return target.batch(statements);
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await ingestScanEvents(
      events,
      undefined,
      scanStore({ DB: db }),
    );
    // Read, guarded write rolled back, read again: all 60 already counted.
    expect(calls).toBe(3);
    expect(result).toEqual({ counted: 0, duplicates: 60 });
    expect((await codeDay(code))[0]).toMatchObject({
      scans: 0,
      bot_events: 60,
    });
  });
});
