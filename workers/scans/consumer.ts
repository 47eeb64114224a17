import {
  RACE_LOST,
  scanStore,
  type CountedScope,
  type ScanStore,
} from "#app/lib/db/index.server.ts";
import { SCAN_REDELIVERY_WINDOW_MS } from "#app/lib/policies.ts";
import { filterKey, placeKey, type PlacedKey } from "#app/lib/scans/index.ts";
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
 * Folds events into D1 once per event id: an event its code-day's filter
 * already holds is skipped (app/lib/scans/dedup.ts). One D1 batch reads,
 * one D1 batch (a transaction) writes everything, filter bits included, so
 * a failure anywhere leaves nothing half-written and the queue's retry
 * starts from a clean slate.
 */
export async function ingestScanEvents(
  events: ScanEvent[],
  now = Date.now(),
  store: ScanStore = scanStore(),
): Promise<IngestResult> {
  const unique = [...new Map(events.map((e) => [e.id, e])).values()];
  const keys = await Promise.all(
    unique.map((e) => filterKey(e.id, utcDay(e.at), e.code)),
  );
  const codeDays = [
    ...new Map(
      unique.map((e) => {
        const day = utcDay(e.at);
        return [`${day} ${e.code}`, { day, code: e.code }];
      }),
    ).values(),
  ];
  const codes = [...new Set(unique.map((e) => e.code))];
  for (let attempt = 1; ; attempt++) {
    const ctx = await store.read(keys, codes, codeDays);
    const fresh = unique.filter((_, i) => !ctx.seen.has(i));
    const duplicates = events.length - fresh.length;
    if (fresh.length === 0) return { counted: 0, duplicates };
    const folded = foldEvents(fresh, ctx);
    // Each fresh event takes its code-day's next number, which picks its
    // generation; the write is guarded on the counts these numbers start from.
    const scopes = new Map<string, CountedScope>();
    const added = new Map<string, number>();
    const placed: PlacedKey[] = [];
    keys.forEach((key, i) => {
      if (ctx.seen.has(i)) return;
      // Unknown codes share their day's filter (scope ""), so made-up codes add no rows.
      const scope = ctx.knownCodes.has(key.scope) ? key.scope : "";
      const id = `${key.day} ${scope}`;
      const counted = ctx.counted.get(id) ?? 0;
      scopes.set(id, { day: key.day, scope, counted });
      const n = added.get(id) ?? 0;
      added.set(id, n + 1);
      placed.push(placeKey({ ...key, scope }, counted + n));
    });
    try {
      await store.write(
        placed,
        [...scopes.values()],
        folded,
        ctx.sketches,
        utcDay(now - SCAN_REDELIVERY_WINDOW_MS),
        ctx.campaignSketches,
      );
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
  if (events.length) await ingestScanEvents(events, undefined, scanStore(env));
  batch.ackAll();
}
