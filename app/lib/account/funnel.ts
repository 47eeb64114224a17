import { MIN_COHORT } from "#app/lib/reports/index.ts";
import { storedCampaign } from "#app/lib/account/campaign-name.ts";

/**
 * One code's funnel per UTC month and campaign, before any rounding or "<5"
 * (app/lib/db/funnel.server.ts reads it; this module shapes it for the payee). Campaign values are
 * as stored: scans and applications are already read by the name rule;
 * members come from the `custom_data.campaign` of each charge's transaction
 * event, which this module reads by the same rule.
 */
export interface RawFunnelRow {
  month: string;
  /** As stored; null or "" for none. */
  campaign: unknown;
  scans: number;
  unique_visitors: number;
  applications: number;
  new_members: number;
  renewals: number;
}

/**
 * The payee's funnel per month and campaign (docs/my-trust-code.md,
 * "Campaigns"): scans → unique visitors → codes applied → new paid members →
 * renewals. Member counts from 1 to 4 read "<5" (no member can be told
 * apart); there is no totals row, which would undo a "<5". Pure.
 */
export type MemberCount = number | "<5";

export interface FunnelRow {
  /** YYYY-MM (UTC). */
  month: string;
  /** A campaign name, "(other)", or "" for scans that carried none. */
  campaign: string;
  scans: number;
  uniqueVisitors: number;
  applications: number;
  newMembers: MemberCount;
  renewals: MemberCount;
}

export interface MonthRange {
  from: string;
  to: string;
}

/** Member counts 1 to 4 read "<5"; 0 is no one. */
export const memberFigure = (n: number): MemberCount =>
  n > 0 && n < MIN_COHORT ? "<5" : n;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is string =>
  typeof value === "string" && MONTH.test(value);

/** YYYY-MM of `date` (UTC) moved by `delta` months. */
export function monthOf(date: Date, delta = 0): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + delta))
    .toISOString()
    .slice(0, 7);
}

/** How many months the page offers to choose from, ending this month. */
export const RANGE_CHOICES = 24;
/** The range shown when none is asked for: this month and the five before. */
export const DEFAULT_RANGE_MONTHS = 6;

/**
 * The range asked for (`from`, `to` as YYYY-MM), or the default. A range
 * given backwards is turned round; a missing end is this month.
 */
export function monthRange(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): MonthRange {
  const end = isMonth(to) ? to : monthOf(now);
  const start = isMonth(from) ? from : monthOf(now, 1 - DEFAULT_RANGE_MONTHS);
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

/** The months the range choice offers, newest first. */
export function monthChoices(now: Date): string[] {
  return Array.from({ length: RANGE_CHOICES }, (_, i) => monthOf(now, -i));
}

/** Stored rows summed per month and campaign (the rule read once more), newest month first. */
export function funnelRows(
  raw: RawFunnelRow[],
  range: MonthRange,
): FunnelRow[] {
  const sums = new Map<string, RawFunnelRow & { campaign: string }>();
  for (const r of raw) {
    if (r.month < range.from || r.month > range.to) continue;
    const campaign = storedCampaign(r.campaign) ?? "";
    const key = `${r.month} ${campaign}`;
    const sum = sums.get(key) ?? {
      month: r.month,
      campaign,
      scans: 0,
      unique_visitors: 0,
      applications: 0,
      new_members: 0,
      renewals: 0,
    };
    sum.scans += r.scans;
    sum.unique_visitors += r.unique_visitors;
    sum.applications += r.applications;
    sum.new_members += r.new_members;
    sum.renewals += r.renewals;
    sums.set(key, sum);
  }
  return [...sums.values()]
    .sort(
      (a, b) =>
        b.month.localeCompare(a.month) ||
        campaignOrder(a.campaign) - campaignOrder(b.campaign) ||
        a.campaign.localeCompare(b.campaign),
    )
    .map((s) => ({
      month: s.month,
      campaign: s.campaign,
      scans: s.scans,
      uniqueVisitors: s.unique_visitors,
      applications: s.applications,
      newMembers: memberFigure(s.new_members),
      renewals: memberFigure(s.renewals),
    }));
}

/** Named campaigns first, then "(other)", then no campaign. */
const campaignOrder = (c: string) => (c === "" ? 2 : c === "(other)" ? 1 : 0);

export const FUNNEL_CSV_HEADER =
  "month,campaign,scans,unique_visitors,codes_applied,new_paid_members,renewals";

/**
 * The funnel as CSV (CRLF, header first). Campaign names are letters,
 * digits and "-", or "(other)"; no campaign is an empty field.
 */
export function funnelCsv(rows: FunnelRow[]): string {
  const lines = rows.map((r) =>
    [
      r.month,
      r.campaign,
      r.scans,
      r.uniqueVisitors,
      r.applications,
      r.newMembers,
      r.renewals,
    ].join(","),
  );
  return [FUNNEL_CSV_HEADER, ...lines].join("\r\n") + "\r\n";
}
