import {
  SCAN_BREAKDOWN_LIST,
  SCAN_MONTHS_LIST,
  unknownCodeDays,
  runList,
} from "#app/lib/db/index.server.ts";
import type { ListQuery } from "#app/lib/db/index.ts";

/** People's scans, unique visitors and bot events of one code in one month. */
export interface ScanMonthRow {
  month: string;
  code: string;
  code_status: string;
  scans: number;
  unique_visitors: number;
  bot_events: number;
}

/** One month's counts for a code by source, campaign, country and where it arrived. */
export interface ScanBreakdownRow {
  month: string;
  code: string;
  code_status: string;
  source: string;
  campaign: string | null;
  country: string | null;
  /** qr (the /c/ redirect), landing or page: a label, never a path. */
  surface: string;
  scans: number;
  bot_events: number;
  /** The code's unique visitors that month (the sketch is per code and day, not per source). */
  code_unique_visitors: number;
}

/** Monthly figures per code, from the daily aggregates (app/lib/db/scans.server.ts). */
export function listScanMonths(query: ListQuery) {
  return runList<ScanMonthRow>(SCAN_MONTHS_LIST, query);
}

export function listScanBreakdown(query: ListQuery) {
  return runList<ScanBreakdownRow>(SCAN_BREAKDOWN_LIST, query);
}

/** Daily events for codes that do not exist, newest first (abuse monitoring). */
export function unknownCodeEvents(days: number) {
  return unknownCodeDays(days);
}
