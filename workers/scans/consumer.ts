import {
  foldStatements,
  RACE_LOST,
  readBatchContext,
} from "../../app/lib/db/scans";
import { SCAN_REDELIVERY_WINDOW_MS } from "../../app/lib/policies";
import { filterKey } from "./dedup";
import { utcDay, type ScanEvent } from "./events";
import { foldEvents, parseScanEvent } from "./fold";

/** Re-reading settles a race with another consumer; the queue retries anything stranger. */
const MAX_ATTEMPTS = 3;

export interface IngestResult {
  /** Events folded into the aggregates by this call. */
  counted: number;
  /** Events already counted by an earlier delivery (or, rarely, false positives of the filter). */
  duplicates: number;
}

/**
 * Folds events into D1 once per event id: an event the day's filter already
 * holds is skipped (workers/scans/dedup.ts). Everything is written in one D1
 * batch (a transaction), filter bits included, so a failure anywhere leaves
 * nothing half-written and the queue's retry starts from a clean slate.
 */
export async function ingestScanEvents(
  db: D1Database,
  events: ScanEvent[],
  now = Date.now(),
): Promise<IngestResult> {
  const unique = [...new Map(events.map((e) => [e.id, e])).values()];
  const keys = await Promise.all(
    unique.map((e) => filterKey(e.id, utcDay(e.at))),
  );
  for (let attempt = 1; ; attempt++) {
    const codeDays = [
      ...new Map(
        unique.map((e) => {
          const day = utcDay(e.at);
          return [`${day} ${e.code}`, { day, code: e.code }];
        }),
      ).values(),
    ];
    const ctx = await readBatchContext(
      db,
      keys,
      [...new Set(unique.map((e) => e.code))],
      codeDays,
    );
    const fresh = unique.filter((_, i) => !ctx.seen.has(i));
    const duplicates = events.length - fresh.length;
    if (fresh.length === 0) return { counted: 0, duplicates };
    const folded = foldEvents(fresh, ctx);
    const statements = foldStatements(
      db,
      keys.filter((_, i) => !ctx.seen.has(i)),
      folded,
      ctx.sketches,
      utcDay(now - SCAN_REDELIVERY_WINDOW_MS),
    );
    try {
      await db.batch(statements);
      return { counted: fresh.length, duplicates };
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && RACE_LOST.test(String(error))) continue;
      throw error;
    }
  }
}

/**
 * The queue() handler. Malformed bodies are logged and acknowledged (no retry
 * can fix them); a thrown error retries the whole batch, which the filter
 * makes harmless, and after max_retries the queue moves it to the dead-letter
 * queue (wrangler.toml, README "Scan pipeline").
 */
export async function consumeScanBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  _ctx?: ExecutionContext,
): Promise<void> {
  const events: ScanEvent[] = [];
  for (const message of batch.messages) {
    const event = parseScanEvent(message.body);
    if (event) events.push(event);
    else console.error(`scan message ${message.id} dropped: not a scan event`);
  }
  if (events.length) await ingestScanEvents(env.DB, events);
  batch.ackAll();
}
