import type { Capture } from "./attribution";

/**
 * Scan logging, off the response path. Scans arriving within a short window
 * are written to D1 as one batch: the request that opens the window keeps it
 * alive with ctx.waitUntil until the batch is stored, later requests in the
 * window just add their row. One D1 round trip per window instead of per scan
 * keeps the redirect as cheap as a bare 302 under load. No raw IP is stored:
 * the country from request.cf is enough for cohort reporting (SPEC §1).
 */
interface ScanRow {
  code: string;
  source: string;
  campaign: string | null;
  country: string | null;
  path: string;
  scannedAt: string;
}

/** Long enough to gather a burst, short enough that an isolate loss risks little. */
export const SCAN_BATCH_WINDOW_MS = 250;
/** D1 batches are transactions; keep each comfortably small. */
const MAX_BATCH_ROWS = 400;
/** D1 binds at most 100 parameters per statement; a scan row takes 6. */
const ROWS_PER_STATEMENT = 16;

let pending: ScanRow[] = [];
let windowOpen = false;

const COLUMNS =
  "INSERT INTO scans (code, source, campaign, country, path, scanned_at) VALUES ";

/** One multi-row INSERT per 16 rows: far fewer statements than rows. */
function insertStatements(
  db: D1Database,
  rows: ScanRow[],
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const values = chunk.map(() => "(?, ?, ?, ?, ?, ?)").join(", ");
    const params = chunk.flatMap((r) => [
      r.code,
      r.source,
      r.campaign,
      r.country,
      r.path,
      r.scannedAt,
    ]);
    statements.push(db.prepare(COLUMNS + values).bind(...params));
  }
  return statements;
}

async function flush(db: D1Database): Promise<void> {
  while (pending.length > 0) {
    const rows = pending.splice(0, MAX_BATCH_ROWS);
    try {
      await db.batch(insertStatements(db, rows));
    } catch (error) {
      // A lost scan must never break a visitor's redirect; the log is the trace.
      console.error(`${rows.length} scans not recorded`, error);
    }
  }
}

/**
 * Queues one scan. Returns the promise to hand to ctx.waitUntil: the batch
 * write for the request that opened the window, an already-settled one otherwise.
 */
export function recordScan(
  db: D1Database,
  capture: Capture,
  country: string | null,
  path: string,
): Promise<void> {
  pending.push({
    ...capture,
    country,
    path,
    scannedAt: new Date().toISOString(),
  });
  if (windowOpen) return Promise.resolve();
  windowOpen = true;
  return new Promise<void>((resolve) =>
    setTimeout(resolve, SCAN_BATCH_WINDOW_MS),
  ).then(() => {
    windowOpen = false;
    return flush(db);
  });
}
