/**
 * Bench harness (bench/scan-drain.wrangler.toml): POST /codes mints bench
 * codes, POST /enqueue?n=&codes=&prefix= sends synthetic scan events with
 * sendBatch (the response counts the events the queue acknowledged), POST
 * /fault?when=before|after makes the next consumer batch throw once, before
 * or after its D1 commit, and GET /stats reads the aggregates.
 */
import { scanStore } from "#app/lib/db/scans.server.ts";
import { consumeScanBatch, ingestScanEvents } from "../workers/scans/consumer";
import { eventId, type ScanEvent } from "../workers/scans/events";
import { parseScanEvent } from "../workers/scans/fold";

/** Queues accepts at most 100 messages per sendBatch. */
const SEND_BATCH = 100;
const COUNTRIES = ["GB", "US", "DE"];
let fault: "before" | "after" | null = null;
let faultsFired = 0;

function hex16(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

const codeName = (prefix: string, i: number) =>
  `${prefix}-${String(i).padStart(4, "0")}`;

async function enqueue(env: Env, url: URL): Promise<Response> {
  const n = Number(url.searchParams.get("n") ?? 1000);
  const codes = Number(url.searchParams.get("codes") ?? 10);
  const prefix = url.searchParams.get("prefix") ?? "BENCH";
  // A pool of people per code so repeats exist: uniques < scans.
  let acknowledged = 0;
  for (let i = 0; i < n; i += SEND_BATCH) {
    const batch: { body: ScanEvent; contentType: "json" }[] = [];
    for (let j = i; j < Math.min(n, i + SEND_BATCH); j++) {
      const at = Date.now();
      batch.push({
        contentType: "json",
        body: {
          id: eventId(at),
          at,
          code: codeName(prefix, j % codes),
          surface: j % 5 === 0 ? "landing" : "qr",
          source: j % 3 === 0 ? "poster" : "qr",
          campaign: null,
          country: COUNTRIES[j % COUNTRIES.length]!,
          bot: j % 10 === 0 ? "crawler" : null,
          visitor: j % 10 === 0 ? null : hex16(),
        },
      });
    }
    await env.SCAN_EVENTS.sendBatch(batch);
    acknowledged += batch.length;
  }
  return Response.json({ acknowledged });
}

async function mintCodes(env: Env, url: URL): Promise<Response> {
  const codes = Number(url.searchParams.get("codes") ?? 10);
  const prefix = url.searchParams.get("prefix") ?? "BENCH";
  const now = new Date().toISOString();
  const statements = Array.from({ length: codes }, (_, i) =>
    env.DB.prepare(
      `INSERT OR IGNORE INTO trust_codes (code, owner_kind, owner_id, status, created_at)
       VALUES (?1, 'individual', ?1, 'active', ?2)`,
    ).bind(codeName(prefix, i), now),
  );
  for (let i = 0; i < statements.length; i += 100)
    await env.DB.batch(statements.slice(i, i + 100));
  return Response.json({ codes });
}

/** Rows in every table of the database: shows that no table holds one row per event. */
async function tableRows(env: Env): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'
     ORDER BY name`,
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) {
    const row = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`,
    ).first<{ n: number }>();
    counts[name] = row!.n;
  }
  return counts;
}

async function stats(env: Env, url: URL): Promise<Response> {
  const like = `${url.searchParams.get("prefix") ?? "BENCH"}-%`;
  const row = await env.DB.prepare(
    `SELECT
       (SELECT COALESCE(SUM(scans + bot_events), 0) FROM scan_code_daily WHERE code LIKE ?1) AS events,
       (SELECT COALESCE(SUM(scans), 0) FROM scan_code_daily WHERE code LIKE ?1) AS scans,
       (SELECT COALESCE(SUM(visitors), 0) FROM scan_code_daily WHERE code LIKE ?1) AS visitors,
       (SELECT COUNT(*) FROM scan_code_daily WHERE code LIKE ?1) AS code_day_rows,
       (SELECT COUNT(*) FROM scan_daily WHERE code LIKE ?1) AS breakdown_rows,
       (SELECT COALESCE(SUM(length(visitors_hll)), 0) + COUNT(*) * 40 FROM scan_code_daily WHERE code LIKE ?1) AS code_day_bytes_approx,
       (SELECT COUNT(*) FROM scan_dedup_filter) AS filter_rows`,
  )
    .bind(like)
    .first();
  // Counting every table is slow: only when asked, not on every poll.
  const tables = url.searchParams.has("tables")
    ? await tableRows(env)
    : undefined;
  return Response.json({ ...row, tables, faultsFired });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/enqueue") return enqueue(env, url);
    if (url.pathname === "/codes") return mintCodes(env, url);
    if (url.pathname === "/stats") return stats(env, url);
    if (url.pathname === "/fault") {
      const when = url.searchParams.get("when");
      fault = when === "before" || when === "after" ? when : null;
      return Response.json({ fault });
    }
    return new Response("bench harness", { status: 404 });
  },

  async queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    if (fault === "before") {
      fault = null;
      faultsFired++;
      throw new Error("injected consumer failure before the D1 commit");
    }
    if (fault === "after") {
      fault = null;
      faultsFired++;
      // Commit exactly as the consumer does, then die before acknowledging:
      // Queues redelivers the whole batch, and the day's filter must absorb it.
      const events = batch.messages.flatMap(
        (m) => parseScanEvent(m.body) ?? [],
      );
      await ingestScanEvents(events, undefined, scanStore(env));
      throw new Error("injected consumer failure after the D1 commit");
    }
    await consumeScanBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
