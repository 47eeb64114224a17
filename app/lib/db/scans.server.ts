/**
 * Every read and write of scan data (docs/decisions/scan-pipeline.md). The
 * queue consumer (workers/scans/consumer.ts) writes daily aggregates here;
 * reports and the operator console read them. No table holds one row per scan.
 */
import { env } from "cloudflare:workers";
import {
  DEDUP_MAX_GENERATION,
  DEDUP_WORDS,
  generationStart,
  mergeKeys,
  sqlMask,
  type FilterKey,
  type PlacedKey,
  estimate,
  mergeSketches,
  sketchFromHex,
  sketchToHex,
} from "#app/lib/scans/index.ts";
import { CODE_STATUS } from "#app/lib/db/applications.server.ts";

/** What one batch of scan events adds (folded by workers/scans/fold.ts). */
export interface BreakdownDelta {
  day: string;
  code: string;
  surface: string;
  source: string;
  /** "" when the scan carried none (NULL cannot sit in a primary key). */
  campaign: string;
  country: string;
  scans: number;
  botEvents: number;
}

export interface CodeDayDelta {
  day: string;
  code: string;
  scans: number;
  botEvents: number;
  /** null when no person scanned in this batch. */
  sketch: Uint8Array | null;
}

/** People's scans of one code, day and campaign ("" for none), with their visitor sketch. */
export interface CampaignDayDelta {
  day: string;
  code: string;
  campaign: string;
  scans: number;
  sketch: Uint8Array | null;
}

export interface UnknownDelta {
  day: string;
  events: number;
  botEvents: number;
}

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(items.slice(i, i + size));
  return out;
}

const placeholders = (n: number, width: number) =>
  Array.from(
    { length: n },
    () => `(${Array.from({ length: width }, () => "?").join(", ")})`,
  ).join(", ");

// ---------------------------------------------------------------- writes

export interface StoredSketch {
  sketch: Uint8Array | null;
  version: number;
  /** An estimate without a sketch: the day is closed and its estimate final. */
  closed: boolean;
}

export interface BatchContext {
  /** Indexes of the batch's filter keys whose bits are all set: already counted. */
  seen: Set<number>;
  knownCodes: Set<string>;
  storedRows: Map<string, number>;
  /** The visitor sketch and its version per `${day} ${code}` already stored. */
  sketches: Map<string, StoredSketch>;
  /** The same per `${day} ${code} ${campaign}` (scan_campaign_daily). */
  campaignSketches: Map<string, StoredSketch>;
  /** Campaigns stored per `${day} ${code}`. */
  storedCampaigns: Map<string, Set<string>>;
  /**
   * Events counted so far per `${day} ${scope}` (scope: the code, or "" for
   * the day's unknown codes): where the dedup filter's next events go.
   */
  counted: Map<string, number>;
}

// Filter statements write their values inline: a 64-bit mask cannot be bound
// from a JavaScript number, and a batch's keys exceed D1's 100 bound
// parameters. Every inlined value is generated or checked
// (app/lib/scans/dedup.ts checks the day's and the code's shape; blocks,
// hashes and masks are integers), never free request text.

/** Keys per filter statement: keeps each statement far below D1's 100 KB of SQL. */
const KEYS_PER_STATEMENT = 50;
const FILTER_COLUMNS = Array.from({ length: DEDUP_WORDS }, (_, i) => `w${i}`);

/** The stored word a key's mask is tested against. */
const FILTER_WORD = `CASE w.w ${FILTER_COLUMNS.map((c, w) => `WHEN ${w} THEN f.${c}`).join(" ")} END`;

/** Each generation and its first event number, for the lookup below. */
const GENERATIONS = Array.from(
  { length: DEDUP_MAX_GENERATION + 1 },
  (_, g) => `(${g}, ${generationStart(g)})`,
).join(", ");

/**
 * The positions (offset + i) of keys whose bits are all set in one
 * generation of their code-day's filter, in one statement. A key's scope is
 * its event's code: the code's filter is read if the code exists, else the
 * day's shared one (scope ""). The generations written so far follow from
 * the events the code-day has counted (the same transaction writes both).
 * In generation g a key's row is the low g bits of its hash; the words to
 * test come one VALUES row each, and a row is given up at its first word
 * that lacks a bit (about two words for a fresh event), so looking in every
 * generation costs a point lookup and a couple of word tests each.
 */
function seenKeysSql(keys: FilterKey[], offset: number): string {
  const k = keys.map(
    (key, i) => `(${offset + i}, '${key.day}', '${key.scope}', ${key.hash})`,
  );
  const w = keys.flatMap((key, i) =>
    [...key.masks].map(
      ([word, m]) => `(${offset + i}, ${word}, ${sqlMask(m)})`,
    ),
  );
  return `WITH k(i, day, code, h) AS (VALUES ${k.join(", ")}),
    w(i, w, m) AS (VALUES ${w.join(", ")}),
    g(generation, start) AS (VALUES ${GENERATIONS}),
    scoped AS (
      SELECT i, day, h, CASE WHEN EXISTS (SELECT 1 FROM trust_codes t WHERE t.code = k.code)
        THEN code ELSE '' END AS scope FROM k),
    s AS MATERIALIZED (
      SELECT i, day, h, scope, COALESCE(CASE WHEN scope = ''
          THEN (SELECT events FROM scan_unknown_daily u WHERE u.day = scoped.day)
          ELSE (SELECT scans + bot_events FROM scan_code_daily d
                WHERE d.code = scoped.scope AND d.day = scoped.day)
        END, 0) AS counted FROM scoped)
    SELECT DISTINCT s.i AS i FROM s
    JOIN g ON g.start < s.counted
    JOIN scan_dedup_filter f ON f.day = s.day AND f.code = s.scope
      AND f.generation = g.generation AND f.block = (s.h & ((1 << g.generation) - 1))
    WHERE NOT EXISTS (
      SELECT 1 FROM w WHERE w.i = s.i AND (${FILTER_WORD} & w.m) != w.m)`;
}

/** Sets the keys' bits (OR in SQL, so concurrent writers never erase each other's bits). */
function filterUpsertSql(keys: PlacedKey[]): string {
  const rows = mergeKeys(keys).map(
    (k) =>
      `('${k.day}', '${k.scope}', ${k.generation}, ${k.block}, ${FILTER_COLUMNS.map(
        (_, w) => {
          const mask = k.masks.get(w);
          return mask ? sqlMask(mask) : "0";
        },
      ).join(", ")})`,
  );
  return `INSERT INTO scan_dedup_filter (day, code, generation, block, ${FILTER_COLUMNS.join(", ")})
    VALUES ${rows.join(", ")}
    ON CONFLICT (day, code, generation, block) DO UPDATE SET
    ${FILTER_COLUMNS.map((c) => `${c} = ${c} | excluded.${c}`).join(", ")}`;
}

/**
 * What the consumer must know before folding a batch, in one round trip (one
 * D1 batch, so one consistent view): which events the filters already hold,
 * which codes exist, how many breakdown rows each code-day already has, its
 * sketch, and how many events each code-day (and each day's unknown codes)
 * has counted so far. Keys carry their event's code as scope.
 */
export async function readBatchContext(
  db: D1Database,
  keys: FilterKey[],
  codes: string[],
  codeDays: { day: string; code: string }[],
): Promise<BatchContext> {
  const statements: D1PreparedStatement[] = [];
  const keyChunks = chunks(keys, KEYS_PER_STATEMENT);
  keyChunks.forEach((c, n) =>
    statements.push(db.prepare(seenKeysSql(c, n * KEYS_PER_STATEMENT))),
  );
  const codeChunks = chunks(codes, MAX_PARAMS);
  for (const c of codeChunks)
    statements.push(
      db
        .prepare(
          `SELECT code FROM trust_codes WHERE code IN (${c.map(() => "?").join(", ")})`,
        )
        .bind(...c),
    );
  const dayChunks = chunks(codeDays, MAX_PARAMS / 2);
  for (const c of dayChunks)
    statements.push(
      db
        .prepare(
          `SELECT day, code, COUNT(*) AS n FROM scan_daily
           WHERE (day, code) IN (VALUES ${placeholders(c.length, 2)})
           GROUP BY day, code`,
        )
        .bind(...c.flatMap((d) => [d.day, d.code])),
    );
  for (const c of dayChunks)
    statements.push(
      db
        .prepare(
          `SELECT day, code, visitors_hll, visitors_version, visitors,
             scans + bot_events AS counted FROM scan_code_daily
           WHERE (day, code) IN (VALUES ${placeholders(c.length, 2)})`,
        )
        .bind(...c.flatMap((d) => [d.day, d.code])),
    );
  for (const c of dayChunks)
    statements.push(
      db
        .prepare(
          `SELECT day, code, campaign, visitors_hll, visitors_version, visitors
           FROM scan_campaign_daily
           WHERE (day, code) IN (VALUES ${placeholders(c.length, 2)})`,
        )
        .bind(...c.flatMap((d) => [d.day, d.code])),
    );
  const dayListChunks = chunks(
    [...new Set(codeDays.map((d) => d.day))],
    MAX_PARAMS,
  );
  for (const c of dayListChunks)
    statements.push(
      db
        .prepare(
          `SELECT day, events FROM scan_unknown_daily WHERE day IN (${c.map(() => "?").join(", ")})`,
        )
        .bind(...c),
    );
  const results = statements.length ? await db.batch(statements) : [];
  const context: BatchContext = {
    seen: new Set(),
    knownCodes: new Set(),
    storedRows: new Map(),
    sketches: new Map(),
    campaignSketches: new Map(),
    storedCampaigns: new Map(),
    counted: new Map(),
  };
  let i = 0;
  for (const _ of keyChunks)
    for (const r of results[i++]!.results as { i: number }[])
      context.seen.add(r.i);
  for (const _ of codeChunks)
    for (const r of results[i++]!.results as { code: string }[])
      context.knownCodes.add(r.code);
  for (const _ of dayChunks)
    for (const r of results[i++]!.results as {
      day: string;
      code: string;
      n: number;
    }[])
      context.storedRows.set(`${r.day} ${r.code}`, r.n);
  for (const _ of dayChunks)
    for (const r of results[i++]!.results as {
      day: string;
      code: string;
      visitors_hll: string | null;
      visitors_version: number;
      visitors: number | null;
      counted: number;
    }[]) {
      context.sketches.set(`${r.day} ${r.code}`, {
        sketch: r.visitors_hll ? sketchFromHex(r.visitors_hll) : null,
        version: r.visitors_version,
        closed: r.visitors_hll === null && r.visitors !== null,
      });
      context.counted.set(`${r.day} ${r.code}`, r.counted);
    }
  for (const _ of dayChunks)
    for (const r of results[i++]!.results as {
      day: string;
      code: string;
      campaign: string;
      visitors_hll: string | null;
      visitors_version: number;
      visitors: number | null;
    }[]) {
      const dayKey = `${r.day} ${r.code}`;
      context.campaignSketches.set(`${dayKey} ${r.campaign}`, {
        sketch: r.visitors_hll ? sketchFromHex(r.visitors_hll) : null,
        version: r.visitors_version,
        closed: r.visitors_hll === null && r.visitors !== null,
      });
      const set = context.storedCampaigns.get(dayKey) ?? new Set<string>();
      set.add(r.campaign);
      context.storedCampaigns.set(dayKey, set);
    }
  // Scope "" is the day's unknown codes.
  for (const _ of dayListChunks)
    for (const r of results[i++]!.results as { day: string; events: number }[])
      context.counted.set(`${r.day} `, r.events);
  return context;
}

/**
 * The error a lost race raises (json() of malformed text), rolling the batch
 * back: a stale sketch write, or an event another consumer counted meanwhile.
 */
export const RACE_LOST = /malformed JSON/i;

/** The visitor sketch's update under its version guard, shared by both day tables' upserts. */
const VISITOR_SKETCH_UPDATE = `visitors_hll = CASE
      WHEN excluded.visitors_hll IS NULL THEN visitors_hll
      WHEN visitors_version + 1 = excluded.visitors_version THEN excluded.visitors_hll
      ELSE json('visitor sketch changed since it was read')
    END,
    visitors = CASE WHEN excluded.visitors_hll IS NULL THEN visitors ELSE excluded.visitors END,
    visitors_version = CASE
      WHEN excluded.visitors_hll IS NULL THEN visitors_version ELSE excluded.visitors_version
    END`;

/**
 * Code-days' counts plus their merged sketches, many rows per statement. Each
 * sketch was merged in the consumer from the one read before, and carries the
 * version it replaces plus one: the write goes through only if the stored
 * version is still the one read (a row that was absent counts as version 0).
 * Otherwise json() of a non-JSON string raises an error that rolls back the
 * whole batch (SQLite has no RAISE outside triggers) and the consumer reads
 * again. A row without a new sketch (bots only) leaves sketch and version alone.
 */
const codeDayUpsert = (rows: number) => `INSERT INTO scan_code_daily
    (code, day, scans, bot_events, visitors_hll, visitors, visitors_version)
  VALUES ${placeholders(rows, 7)}
  ON CONFLICT (code, day) DO UPDATE SET
    scans = scans + excluded.scans,
    bot_events = bot_events + excluded.bot_events,
    ${VISITOR_SKETCH_UPDATE}`;

/** The same version guard for a code's campaign-days (scan_campaign_daily). */
const campaignDayUpsert = (rows: number) => `INSERT INTO scan_campaign_daily
    (code, day, campaign, scans, visitors_hll, visitors, visitors_version)
  VALUES ${placeholders(rows, 7)}
  ON CONFLICT (code, day, campaign) DO UPDATE SET
    scans = scans + excluded.scans,
    ${VISITOR_SKETCH_UPDATE}`;

/** A sketch merged with the stored one, or null for a closed day (counts only). */
function mergedSketch(
  stored: StoredSketch | undefined,
  sketch: Uint8Array | null,
): Uint8Array | null {
  if (stored?.closed) return null;
  return sketch && stored?.sketch
    ? mergeSketches(stored.sketch, sketch)
    : sketch;
}

/** A code-day (scope "" for the day's unknown codes) and the events it had counted when read. */
export interface CountedScope {
  day: string;
  scope: string;
  counted: number;
}

/**
 * Fails the batch (json() of text, as above) if a code-day it writes has
 * counted events since it was read. Every commit adds its events to those
 * counts, so this catches a redelivery that committed the same event in
 * between (the consumer reads again and finds it), and it keeps each event's
 * filter generation the one its number was placed in.
 */
const countGuard = (
  rows: number,
) => `WITH k(day, scope, counted) AS (VALUES ${placeholders(rows, 3)})
  SELECT json('scan counts changed since read') FROM k
  WHERE COALESCE(CASE WHEN k.scope = ''
      THEN (SELECT events FROM scan_unknown_daily u WHERE u.day = k.day)
      ELSE (SELECT scans + bot_events FROM scan_code_daily d WHERE d.code = k.scope AND d.day = k.day)
    END, 0) != k.counted
  LIMIT 1`;

/**
 * The statements that add one folded batch, for a single D1 batch (one
 * transaction). First the guard on the counts read, then the events' filter
 * bits, in the same transaction as the counts.
 */
export function foldStatements(
  db: D1Database,
  keys: PlacedKey[],
  scopes: CountedScope[],
  deltas: {
    breakdown: BreakdownDelta[];
    codeDays: CodeDayDelta[];
    campaignDays?: CampaignDayDelta[];
    unknown: UnknownDelta[];
  },
  sketches: ReadonlyMap<string, StoredSketch>,
  /** Days before this one (YYYY-MM-DD) are closed: their sketches and filters are dropped. */
  closedBefore: string,
  /** The stored campaign-day sketches (readBatchContext), for deltas.campaignDays. */
  campaignSketches?: ReadonlyMap<string, StoredSketch>,
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (const c of chunks(scopes, Math.floor(MAX_PARAMS / 3)))
    statements.push(
      db
        .prepare(countGuard(c.length))
        .bind(...c.flatMap((s) => [s.day, s.scope, s.counted])),
    );
  for (const c of chunks(keys, KEYS_PER_STATEMENT))
    statements.push(db.prepare(filterUpsertSql(c)));
  for (const c of chunks(deltas.breakdown, Math.floor(MAX_PARAMS / 8)))
    statements.push(
      db
        .prepare(
          `INSERT INTO scan_daily (day, code, surface, source, campaign, country, scans, bot_events)
           VALUES ${placeholders(c.length, 8)}
           ON CONFLICT (day, code, surface, source, campaign, country) DO UPDATE SET
             scans = scans + excluded.scans,
             bot_events = bot_events + excluded.bot_events`,
        )
        .bind(
          ...c.flatMap((b) => [
            b.day,
            b.code,
            b.surface,
            b.source,
            b.campaign,
            b.country,
            b.scans,
            b.botEvents,
          ]),
        ),
    );
  for (const c of chunks(deltas.codeDays, Math.floor(MAX_PARAMS / 7)))
    statements.push(
      db.prepare(codeDayUpsert(c.length)).bind(
        ...c.flatMap((d) => {
          const stored = sketches.get(`${d.day} ${d.code}`);
          // A late event for a closed day adds to the counts, not to the final estimate.
          const merged = stored?.closed
            ? null
            : d.sketch && stored?.sketch
              ? mergeSketches(stored.sketch, d.sketch)
              : d.sketch;
          return [
            d.code,
            d.day,
            d.scans,
            d.botEvents,
            merged ? sketchToHex(merged) : null,
            merged ? estimate(merged) : null,
            (stored?.version ?? 0) + 1,
          ];
        }),
      ),
    );
  for (const c of chunks(deltas.campaignDays ?? [], Math.floor(MAX_PARAMS / 7)))
    statements.push(
      db.prepare(campaignDayUpsert(c.length)).bind(
        ...c.flatMap((d) => {
          const stored = campaignSketches?.get(
            `${d.day} ${d.code} ${d.campaign}`,
          );
          const merged = mergedSketch(stored, d.sketch);
          return [
            d.code,
            d.day,
            d.campaign,
            d.scans,
            merged ? sketchToHex(merged) : null,
            merged ? estimate(merged) : null,
            (stored?.version ?? 0) + 1,
          ];
        }),
      ),
    );
  for (const u of deltas.unknown)
    statements.push(
      db
        .prepare(
          `INSERT INTO scan_unknown_daily (day, events, bot_events) VALUES (?1, ?2, ?3)
           ON CONFLICT (day) DO UPDATE SET
             events = events + excluded.events,
             bot_events = bot_events + excluded.bot_events`,
        )
        .bind(u.day, u.events, u.botEvents),
    );
  statements.push(
    // The queue can no longer redeliver a closed day's events: its filter goes.
    db
      .prepare("DELETE FROM scan_dedup_filter WHERE day < ?1")
      .bind(closedBefore),
    // A day past the redelivery window gets no more events: its estimate is
    // final and its 2 KB sketch can go (storage per code-day drops to ~100 B).
    db
      .prepare(
        `UPDATE scan_code_daily SET visitors_hll = NULL
         WHERE day < ?1 AND visitors_hll IS NOT NULL`,
      )
      .bind(closedBefore),
    db
      .prepare(
        `UPDATE scan_campaign_daily SET visitors_hll = NULL
         WHERE day < ?1 AND visitors_hll IS NOT NULL`,
      )
      .bind(closedBefore),
  );
  return statements;
}

// ---------------------------------------------------------------- reads

/** Total people's scans of the code aliased `c` (for code lists). */
export const CODE_SCANS_SQL =
  "(SELECT COALESCE(SUM(d.scans), 0) FROM scan_code_daily d WHERE d.code = c.code)";

export interface MonthlyScans {
  /** YYYY-MM (UTC). */
  month: string;
  scans: number;
  /** Sum of daily estimates: the salt changes daily, so a person counts once per day. */
  unique_visitors: number;
  bot_events: number;
}

/** One code's scans, unique visitors and bot events per UTC month, newest first. */
export async function monthlyScans(
  db: D1Database,
  code: string,
): Promise<MonthlyScans[]> {
  const { results } = await db
    .prepare(
      `SELECT substr(day, 1, 7) AS month, SUM(scans) AS scans,
         COALESCE(SUM(visitors), 0) AS unique_visitors, SUM(bot_events) AS bot_events
       FROM scan_code_daily WHERE code = ?1
       GROUP BY month ORDER BY month DESC`,
    )
    .bind(code)
    .all<MonthlyScans>();
  return results;
}

/** Console list of monthly figures per code (runList shape; see app/lib/db/list.server.ts). */
export const SCAN_MONTHS_LIST = {
  select: `s.month, s.code, ${CODE_STATUS} AS code_status, s.scans, s.unique_visitors, s.bot_events`,
  from: `(SELECT substr(day, 1, 7) AS month, code, SUM(scans) AS scans,
            COALESCE(SUM(visitors), 0) AS unique_visitors, SUM(bot_events) AS bot_events
          FROM scan_code_daily GROUP BY month, code) s
        LEFT JOIN trust_codes c ON c.code = s.code`,
  statusColumn: CODE_STATUS,
  searchColumns: ["s.code"],
  orderBy: "s.month DESC, s.scans DESC, s.code",
};

/** Console list of the monthly breakdown by source, campaign, country and surface. */
export const SCAN_BREAKDOWN_LIST = {
  // Unique visitors are estimated per code and day (one sketch each), so a
  // breakdown row carries its code's figure for the month, not a share of it.
  select: `s.month, s.code, ${CODE_STATUS} AS code_status, s.source, NULLIF(s.campaign, '') AS campaign,
    NULLIF(s.country, '') AS country, s.surface, s.scans, s.bot_events,
    COALESCE(v.unique_visitors, 0) AS code_unique_visitors`,
  from: `(SELECT substr(day, 1, 7) AS month, code, source, campaign, country, surface,
            SUM(scans) AS scans, SUM(bot_events) AS bot_events
          FROM scan_daily GROUP BY month, code, source, campaign, country, surface) s
        LEFT JOIN (SELECT substr(day, 1, 7) AS month, code, COALESCE(SUM(visitors), 0) AS unique_visitors
          FROM scan_code_daily GROUP BY month, code) v ON v.month = s.month AND v.code = s.code
        LEFT JOIN trust_codes c ON c.code = s.code`,
  statusColumn: CODE_STATUS,
  searchColumns: ["s.code", "s.source", "s.campaign", "s.country"],
  orderBy:
    "s.month DESC, s.code, s.scans DESC, s.source, s.campaign, s.country, s.surface",
};

export interface UnknownCodeDay {
  day: string;
  events: number;
  bot_events: number;
}

/** Daily events for codes that do not exist (abuse monitoring), newest first. */
export async function unknownCodeDays(limit = 31): Promise<UnknownCodeDay[]> {
  const { results } = await env.DB.prepare(
    "SELECT day, events, bot_events FROM scan_unknown_daily ORDER BY day DESC LIMIT ?1",
  )
    .bind(limit)
    .all<UnknownCodeDay>();
  return results;
}

/**
 * The scan consumer's way to D1: one batch that reads a batch's context and
 * one that writes its fold (workers/scans/consumer.ts). Over the D1 binding
 * of the Worker's environment, or of the one the queue handler was given
 * (a test hands in a database that lets a rival commit between the read
 * and the write).
 */
export function scanStore(bindings: { DB: D1Database } = env) {
  const db = bindings.DB;
  return {
    read: (
      keys: FilterKey[],
      codes: string[],
      codeDays: { day: string; code: string }[],
    ) => readBatchContext(db, keys, codes, codeDays),
    write: async (
      ...fold: Parameters<typeof foldStatements> extends [unknown, ...infer R]
        ? R
        : never
    ) => {
      await db.batch(foldStatements(db, ...fold));
    },
  };
}

export type ScanStore = ReturnType<typeof scanStore>;
