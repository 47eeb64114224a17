import { useLingui } from "@lingui/react";
import { useId } from "react";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import {
  CHART,
  type ChartGeometry,
  type MonthRange,
  monthLabel,
  shortMonthLabel,
} from "#app/lib/account/index.ts";
import { formatNumber, localeInfo, useLocale } from "#app/lib/i18n/index.ts";
import { useCampaignLabel } from "#app/components/account/campaigns-label.ts";

/**
 * People's scans per month and campaign as inline SVG, drawn on the server
 * from the geometry of app/lib/account/funnel-chart.ts: no script, nothing
 * loaded. Its title and a sentence with every campaign's scans are its text
 * alternative; the funnel table beside it has every figure.
 *
 * In a right-to-left language the chart is mirrored: time runs from right to
 * left (oldest month on the right, where reading starts), the scale stands
 * on the right and each month's bars follow the legend's order from the
 * right. That is how the table beside it and the legend read in those
 * languages (its first column, the month, is on the right), so the eye
 * meets the same order in both. Only positions are mirrored: each label is
 * its own upright text in the page's direction (`direction` on the SVG),
 * never a flipped drawing.
 */
export function CampaignsChart({
  chart,
  range,
}: {
  chart: ChartGeometry;
  range: MonthRange;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const label = useCampaignLabel();
  const id = useId();
  const dir = localeInfo(locale).dir;
  // A position across the chart, mirrored in a right-to-left language.
  const across = (x: number, width = 0) =>
    dir === "rtl" ? CHART.width - x - width : x;
  const from = monthLabel(range.from, locale);
  const to = monthLabel(range.to, locale);
  if (chart.series.length === 0)
    return <p className="account-note">{_(CAMPAIGNS.chartEmpty)}</p>;
  const list = new Intl.ListFormat(localeInfo(locale).htmlLang, {
    type: "unit",
  }).format(
    chart.series.map(
      (s) => `${label(s.campaign)}: ${formatNumber(s.total, locale)}`,
    ),
  );
  const summary = _({ ...CAMPAIGNS.chartSummary, values: { from, to, list } });
  // Every month gets a label when they fit; otherwise every second or third.
  const every = Math.ceil(chart.months.length / 8);
  return (
    <figure className="campaigns-chart">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        direction={dir}
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{_(CAMPAIGNS.chartTitle)}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g className="chart-grid" aria-hidden="true">
          {chart.ticks.map((t) => (
            <g key={t.value}>
              <line
                x1={across(CHART.left)}
                x2={across(CHART.width - CHART.right)}
                y1={t.y}
                y2={t.y}
              />
              {/* "end" is the side towards the plot in either direction. */}
              <text
                x={across(CHART.left - 4)}
                y={t.y}
                dy="0.32em"
                textAnchor="end"
              >
                {formatNumber(t.value, locale)}
              </text>
            </g>
          ))}
        </g>
        <g aria-hidden="true">
          {chart.bars.map((b) => (
            <rect
              key={`${b.month} ${b.campaign}`}
              className={`chart-series-${b.series}`}
              x={across(b.x, b.width)}
              y={b.y}
              width={b.width}
              height={b.height}
            />
          ))}
        </g>
        <g className="chart-axis" aria-hidden="true">
          <line
            x1={across(CHART.left)}
            x2={across(CHART.width - CHART.right)}
            y1={chart.baseline}
            y2={chart.baseline}
          />
          {chart.months.map(
            (m, i) =>
              (chart.months.length - 1 - i) % every === 0 && (
                <text
                  key={m.month}
                  x={across(m.x)}
                  y={chart.baseline + 16}
                  textAnchor="middle"
                >
                  {shortMonthLabel(m.month, locale)}
                </text>
              ),
          )}
        </g>
      </svg>
      <figcaption>
        <span className="visually-hidden">{_(CAMPAIGNS.chartTitle)}</span>
        <ul className="chart-legend">
          {chart.series.map((s, i) => (
            <li key={s.campaign}>
              <span
                className={`chart-swatch chart-series-${i}`}
                aria-hidden="true"
              />
              <bdi>{label(s.campaign)}</bdi>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
