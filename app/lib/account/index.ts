/**
 * The payee page's pure parts (README.md "Architecture"): the funnel and its
 * chart, campaign names, month labels, one-time codes.
 * Code outside app/lib/account/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  CAMPAIGN_NAME_MAX,
  OTHER_CAMPAIGN,
  campaignName,
  scanCampaign,
  storedCampaign,
} from "#app/lib/account/campaign-name.ts";
export {
  CHART,
  type ChartGeometry,
  chartGeometry,
} from "#app/lib/account/funnel-chart.ts";
export {
  type FunnelRow,
  type MonthRange,
  type RawFunnelRow,
  funnelCsv,
  funnelRows,
  isMonth,
  monthChoices,
  monthOf,
  monthRange,
} from "#app/lib/account/funnel.ts";
export { monthLabel, shortMonthLabel } from "#app/lib/account/month-label.ts";
export {
  codeHash,
  newOneTimeCode,
  typedOneTimeCode,
} from "#app/lib/account/one-time-code.ts";
