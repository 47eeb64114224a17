/** Cohort reporting rules shared by the operator view and the participant report. */

/**
 * Participants see counts only, and a month with fewer than five scans,
 * applications or conversions could point at a person, so it shows as "<5".
 */
export const MIN_COHORT = 5;
export const SUPPRESSED = "<5";

export interface MonthlyCohort {
  /** YYYY-MM (UTC). */
  month: string;
  /** People's scans; bots are counted apart and never here. */
  scans: number;
  /** Sum of daily unique-visitor estimates (a person counts once a day). */
  unique_visitors: number;
  /** HEAD probes, crawlers, link previews and prefetches. */
  bot_events: number;
  applications: number;
  /** New paid members: members whose attribution to the code locked this month (their first paid charge). */
  paid_conversions: number;
  /** Later paid charges of members attributed to the code, billed this month. */
  renewals: number;
}

/** A month with nothing counted yet: the start of a month's counts and of their totals. */
export const NO_COUNTS: Omit<MonthlyCohort, "month"> = {
  scans: 0,
  unique_visitors: 0,
  bot_events: 0,
  applications: 0,
  paid_conversions: 0,
  renewals: 0,
};

export type SuppressedCohort = {
  month: string;
  scans: string;
  unique_visitors: string;
  bot_events: string;
  applications: string;
  paid_conversions: string;
  renewals: string;
};

/**
 * Member counts wherever they are shown (the console too): 1 to 4 members
 * could be told apart, so they read "<5"; none reads "0".
 */
export function memberCount(count: number): string {
  return count > 0 && count < MIN_COHORT ? SUPPRESSED : String(count);
}

export function suppress(count: number): string {
  return count < MIN_COHORT ? SUPPRESSED : String(count);
}

/**
 * The participant's view. No totals row: a total beside exact months would
 * let anyone subtract their way back to a suppressed month.
 */
export function suppressCohorts(rows: MonthlyCohort[]): SuppressedCohort[] {
  return rows.map((r) => ({
    month: r.month,
    scans: suppress(r.scans),
    unique_visitors: suppress(r.unique_visitors),
    bot_events: suppress(r.bot_events),
    applications: suppress(r.applications),
    paid_conversions: suppress(r.paid_conversions),
    renewals: suppress(r.renewals),
  }));
}
