import {
  foldStatements,
  readBatchContext,
  STALE_SKETCH,
} from "../../app/lib/db/scans";
import { SCAN_EVENT_ID_RETENTION_MS } from "../../app/lib/policies";
import { eventIdFloor, utcDay, type ScanEvent } from "./events";
import { foldEvents, parseScanEvent } from "./fold";

/** A batch whose id insert lost a race with a redelivery of the same message. */
const DUPLICATE_ID = /UNIQUE constraint failed: scan_event_ids\.id/;
/** Re-reading settles a race with another consumer; the queue retries anything stranger. */
const MAX_ATTEMPTS = 3;

export interface IngestResult {
  /** Events folded into the aggregates by this call. */
  counted: number;
  /** Events already counted by an earlier delivery. */
  duplicates: number;
}

/**
 * Folds events into D1 exactly once per event id. Everything is written in
 * one D1 batch (a transaction), ids included, so a failure anywhere leaves
 * nothing half-written and the queue's retry starts from a clean slate.
 */
export async function ingestScanEvents(
  db: D1Database,
  events: ScanEvent[],
  now = Date.now(),
): Promise<IngestResult> {
  const unique = [...new Map(events.map((e) => [e.id, e])).values()];
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
      unique.map((e) => e.id),
      [...new Set(unique.map((e) => e.code))],
      codeDays,
    );
    const fresh = unique.filter((e) => !ctx.seenIds.has(e.id));
    const duplicates = events.length - fresh.length;
    if (fresh.length === 0) return { counted: 0, duplicates };
    const folded = foldEvents(fresh, ctx);
    const statements = foldStatements(
      db,
      fresh.map((e) => e.id),
      folded,
      ctx.sketches,
      eventIdFloor(now - SCAN_EVENT_ID_RETENTION_MS),
      utcDay(now - SCAN_EVENT_ID_RETENTION_MS),
    );
    try {
      await db.batch(statements);
      return { counted: fresh.length, duplicates };
    } catch (error) {
      const race =
        DUPLICATE_ID.test(String(error)) || STALE_SKETCH.test(String(error));
      if (attempt < MAX_ATTEMPTS && race) continue;
      throw error;
    }
  }
}

/**
 * The queue() handler. Malformed bodies are logged and acknowledged (no retry
 * can fix them); a thrown error retries the whole batch, which the event ids
 * make harmless, and after max_retries the queue moves it to the dead-letter
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
