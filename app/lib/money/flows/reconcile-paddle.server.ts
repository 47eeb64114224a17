/**
 * Reconciliation with Paddle (docs/ledger.md "Reconciliation"): once a day
 * the cron lists Paddle's events since the last sweep (`GET /events`) and
 * stores and processes every one the site never received, so a missed
 * notification heals itself. Each sweep's findings are kept for
 * /admin/billing. Without `PADDLE_API_KEY` nothing runs.
 */
import { env } from "cloudflare:workers";
import {
  listEventsPage,
  paddleApiConfig,
  type PaddleApiConfig,
} from "#app/lib/money/paddle/events-api.ts";
import { paddleAdapter } from "#app/lib/money/paddle/paddle.ts";
import { storeBillingEvent } from "#app/lib/money/store/billing-events.server.ts";
import {
  finishReconciliation,
  lastReconciliation,
  recentReconciliations,
  startReconciliation,
  type ReconciliationRow,
} from "#app/lib/money/store/reconciliations.server.ts";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";

/** A finished sweep waits this long before the next; an unfinished one goes on at the next cron. */
export const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000;
/** Pages (200 events each) one cron run reads before it leaves the rest to the next run. */
const PAGES_PER_RUN = 25;

/** A failed sweep is tried again after an hour. */
const RETRY_AFTER_ERROR_MS = 60 * 60 * 1000;

function due(
  last: { started_at: string; has_more: 0 | 1; error: string | null },
  nowMs: number,
): boolean {
  const elapsed = nowMs - Date.parse(last.started_at);
  if (last.error) return elapsed >= RETRY_AFTER_ERROR_MS;
  return last.has_more === 1 || elapsed >= RECONCILE_EVERY_MS;
}

export interface ReconcileReport {
  listed: number;
  missing: string[];
  hasMore: boolean;
  error: string | null;
}

/**
 * One sweep, if one is due: the first page after the last sweep's cursor
 * (Paddle's oldest kept event the first time), page after page. An event
 * whose id the inbox lacks is stored as if Paddle had sent it and processed
 * at once (the billing sweep retries it if that fails).
 */
export async function reconcileWithPaddle(
  config: PaddleApiConfig,
  now: Date,
  options: {
    fetch?: (r: Request) => Promise<Response>;
    force?: boolean;
    pages?: number;
    perPage?: number;
  } = {},
): Promise<ReconcileReport | null> {
  const last = await lastReconciliation();
  if (!options.force && last && !due(last, now.getTime())) return null;
  let cursor = last?.last_event_id ?? null;
  const nowIso = now.toISOString();
  const id = await startReconciliation(cursor, nowIso);
  const report: ReconcileReport = {
    listed: 0,
    missing: [],
    hasMore: false,
    error: null,
  };
  try {
    for (let page = 0; page < (options.pages ?? PAGES_PER_RUN); page++) {
      const { events, hasMore } = await listEventsPage(
        config,
        cursor,
        options.fetch,
        options.perPage,
      );
      for (const event of events) {
        report.listed++;
        const envelope = paddleAdapter.envelope(event);
        if (!envelope) continue;
        const stored = await storeBillingEvent(
          paddleAdapter.provider,
          envelope,
          JSON.stringify(event),
          now,
        );
        if (!stored) continue;
        report.missing.push(envelope.eventId);
        await processBillingEvent(envelope.eventId, now).catch(
          (error: unknown) =>
            console.error(`reconcile: ${envelope.eventId}`, error),
        );
      }
      if (events.length) cursor = events.at(-1)!.event_id;
      report.hasMore = hasMore && events.length > 0;
      if (!report.hasMore) break;
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  }
  await finishReconciliation(id, { ...report, lastEventId: cursor }, nowIso);
  return report;
}

/** The cron's daily sweep with the Worker's settings (null: off, or not due). */
export function reconcileFromEnv(now: Date): Promise<ReconcileReport | null> {
  const config = paddleApiConfig(env);
  return config ? reconcileWithPaddle(config, now) : Promise.resolve(null);
}

/** What /admin/billing shows: whether reconciliation is on, and the latest sweeps. */
export async function reconciliationStatus(): Promise<{
  on: boolean;
  sweeps: ReconciliationRow[];
}> {
  return {
    on: paddleApiConfig(env) !== null,
    sweeps: await recentReconciliations(10),
  };
}
