import { useLingui } from "@lingui/react";
import { ltrValue, RichMessage } from "#app/components/rich-message.tsx";
import type { MessageDescriptor } from "@lingui/core";
import { ACCOUNT } from "#app/content/account.ts";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import type { CampaignsView } from "#app/lib/use-cases/index.server.ts";
import { type FunnelRow, monthLabel } from "#app/lib/account/index.ts";
import { formatNumber, useLocale } from "#app/lib/i18n/index.ts";
import { CampaignsChart } from "#app/components/account/campaigns-chart.tsx";
import { useCampaignLabel } from "#app/components/account/campaigns-label.ts";

const STAGES: [keyof FunnelRow, MessageDescriptor][] = [
  ["scans", ACCOUNT.scans],
  ["uniqueVisitors", ACCOUNT.uniqueVisitors],
  ["applications", ACCOUNT.applications],
  ["newMembers", ACCOUNT.newMembers],
  ["renewals", ACCOUNT.renewals],
];

/**
 * The funnel's chart and, beside it, its table with every figure
 * (docs/my-trust-code.md, "Campaigns"), with their notes and the CSV. Nothing in it changes in the
 * browser: the server renders it into the page's data
 * (app/components/account/payee-markup.server.tsx), and no script of it reaches the browser.
 */
export function FunnelFigures({ campaigns: v }: { campaigns: CampaignsView }) {
  const rangeQuery = `from=${v.range.from}&to=${v.range.to}`;
  const { _ } = useLingui();
  const locale = useLocale();
  const label = useCampaignLabel();
  const count = (n: number | "<5") =>
    n === "<5" ? "<5" : formatNumber(n, locale);
  const from = monthLabel(v.range.from, locale);
  const to = monthLabel(v.range.to, locale);
  return (
    <>
      <div className="campaigns-funnel">
        <CampaignsChart chart={v.chart} range={v.range} />
        <table className="account-table campaigns-table stacked-table">
          <caption>
            {_({ ...CAMPAIGNS.tableCaption, values: { from, to } })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{_(ACCOUNT.month)}</th>
              <th scope="col">{_(CAMPAIGNS.campaign)}</th>
              {STAGES.map(([key, text]) => (
                <th key={key} scope="col" className="num">
                  {_(text)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {v.rows.length === 0 && (
              <tr>
                <td colSpan={STAGES.length + 2}>{_(CAMPAIGNS.noRows)}</td>
              </tr>
            )}
            {v.rows.map((r) => (
              <tr key={`${r.month} ${r.campaign}`}>
                <td data-label={_(ACCOUNT.month)}>
                  {monthLabel(r.month, locale)}
                </td>
                <th scope="row" data-label={_(CAMPAIGNS.campaign)}>
                  <bdi>{label(r.campaign)}</bdi>
                </th>
                {STAGES.map(([key, text]) => (
                  <td key={key} className="num" data-label={_(text)}>
                    <bdi dir="ltr">{count(r[key] as number | "<5")}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {v.chart.series.length > 0 &&
        new Set(v.rows.map((r) => r.campaign)).size > v.chart.series.length && (
          <p className="account-note">{_(CAMPAIGNS.chartMore)}</p>
        )}
      <p className="account-note">
        <RichMessage
          message={CAMPAIGNS.note}
          values={{ few: ltrValue("<5") }}
        />
      </p>
      <p>
        {/* A file download: a plain link, never a client navigation. */}
        <a href={`/my-trust-code/funnel.csv?${rangeQuery}`} download>
          {_(CAMPAIGNS.csv)}
        </a>
      </p>
    </>
  );
}
