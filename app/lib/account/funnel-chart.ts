import type { FunnelRow, MonthRange } from "#app/lib/account/funnel.ts";

/**
 * The geometry of the funnel chart on the payee's page: people's scans per
 * month (oldest left) with one bar per campaign, on a linear scale with
 * round ticks (the 1-2-5 steps of d3-scale's `ticks`). Drawn on the server
 * as inline SVG (app/components/account/campaigns-chart.tsx); no script, no
 * charting library in the browser. Pure, so tests/unit covers it.
 */
export const CHART = {
  width: 400,
  height: 220,
  top: 10,
  right: 6,
  bottom: 24,
  left: 40,
} as const;

/** Campaigns drawn at most; the table beside the chart has every one. */
export const CHART_MAX_SERIES = 5;

export interface ChartBar {
  month: string;
  campaign: string;
  series: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  months: { month: string; x: number }[];
  series: { campaign: string; total: number }[];
  ticks: { value: number; y: number }[];
  bars: ChartBar[];
  baseline: number;
}

/** Round tick steps: 1, 2 or 5 times a power of ten, about `count` of them up to `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  let step = 10 ** Math.floor(Math.log10(raw));
  const error = raw / step;
  if (error >= Math.sqrt(50)) step *= 10;
  else if (error >= Math.sqrt(10)) step *= 5;
  else if (error >= Math.sqrt(2)) step *= 2;
  step = Math.max(1, step);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Every month of the range, oldest first. */
export function rangeMonths(range: MonthRange): string[] {
  const months: string[] = [];
  let [y, m] = range.from.split("-").map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > range.to) break;
    months.push(month);
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return months;
}

/** The campaigns drawn: those with the most scans in the range. */
export function chartSeries(rows: FunnelRow[]) {
  const totals = new Map<string, number>();
  for (const r of rows)
    totals.set(r.campaign, (totals.get(r.campaign) ?? 0) + r.scans);
  return [...totals]
    .map(([campaign, total]) => ({ campaign, total }))
    .filter((s) => s.total > 0)
    .sort((a, b) => b.total - a.total || a.campaign.localeCompare(b.campaign))
    .slice(0, CHART_MAX_SERIES);
}

export function chartGeometry(
  rows: FunnelRow[],
  range: MonthRange,
): ChartGeometry {
  const months = rangeMonths(range);
  const series = chartSeries(rows);
  const value = new Map(rows.map((r) => [`${r.month} ${r.campaign}`, r.scans]));
  const max = Math.max(0, ...rows.map((r) => r.scans));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const baseline = CHART.top + plotHeight;
  const y = (v: number) => baseline - (v / top) * plotHeight;
  const band = plotWidth / Math.max(1, months.length);
  // A tenth of each month's band on either side stays empty between months.
  const inner = (band * 0.8) / Math.max(1, series.length);
  const bars: ChartBar[] = [];
  months.forEach((month, i) =>
    series.forEach((s, j) => {
      const v = value.get(`${month} ${s.campaign}`) ?? 0;
      if (v <= 0) return;
      bars.push({
        month,
        campaign: s.campaign,
        series: j,
        value: v,
        x: round(CHART.left + i * band + band * 0.1 + j * inner),
        y: round(y(v)),
        width: round(Math.max(1, inner - 1)),
        height: round(baseline - y(v)),
      });
    }),
  );
  return {
    months: months.map((month, i) => ({
      month,
      x: round(CHART.left + i * band + band / 2),
    })),
    series,
    ticks: ticks.map((t) => ({ value: t, y: round(y(t)) })),
    bars,
    baseline,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
