import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { Form } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import { QR_KIT_LINKS } from "#app/content/qr-kit-links.ts";
import { CAMPAIGN_NAME_MAX } from "#app/lib/account/campaign-name.ts";
import type { CampaignsView } from "#app/lib/use-cases/campaigns-view.server.ts";
import type { FunnelRow } from "#app/lib/account/funnel.ts";
import { monthLabel } from "#app/lib/account/month-label.ts";
import { formatNumber } from "#app/lib/i18n/format.ts";
import { useLocale } from "#app/lib/i18n/use-locale.ts";
import { QR_KIT_FORMATS, qrKitPath } from "#app/lib/qr-kit/links.ts";
import { CampaignsChart } from "#app/components/account/campaigns-chart.tsx";
import { ltrValue, RichMessage } from "#app/components/rich-message.tsx";
import { useCampaignLabel } from "#app/components/account/campaigns-label.ts";

const STAGES: [keyof FunnelRow, MessageDescriptor][] = [
  ["scans", ACCOUNT.scans],
  ["uniqueVisitors", ACCOUNT.uniqueVisitors],
  ["applications", ACCOUNT.applications],
  ["newMembers", ACCOUNT.newMembers],
  ["renewals", ACCOUNT.renewals],
];

/**
 * The funnel per month and campaign (docs/my-trust-code.md, "Campaigns"):
 * the months to show, the chart with the table beside it, the CSV, and a
 * campaign's QR code. Plain GET forms: everything works without JavaScript.
 */
export function CampaignsSection({
  code,
  campaigns: v,
}: {
  code: string;
  campaigns: CampaignsView;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const label = useCampaignLabel();
  const count = (n: number | "<5") =>
    n === "<5" ? "<5" : formatNumber(n, locale);
  const from = monthLabel(v.range.from, locale);
  const to = monthLabel(v.range.to, locale);
  const rangeQuery = `from=${v.range.from}&to=${v.range.to}`;
  return (
    <section aria-labelledby="account-campaigns" className="campaigns">
      <h2 id="account-campaigns">{_(CAMPAIGNS.heading)}</h2>
      <p>
        <RichMessage
          message={CAMPAIGNS.intro}
          values={{ query: ltrValue("?campaign=", "code") }}
        />
      </p>
      <Form method="get" className="campaigns-range" preventScrollReset>
        <fieldset>
          <legend>{_(CAMPAIGNS.rangeLegend)}</legend>
          {(
            [
              ["from", CAMPAIGNS.rangeFrom, v.range.from],
              ["to", CAMPAIGNS.rangeTo, v.range.to],
            ] as const
          ).map(([name, text, value]) => (
            <label key={name}>
              {_(text)}
              <select name={name} defaultValue={value}>
                {v.choices.map((m) => (
                  <option key={m} value={m}>
                    {monthLabel(m, locale)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="button small">
            {_(CAMPAIGNS.rangeShow)}
          </button>
        </fieldset>
      </Form>
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
      <CampaignQr code={code} view={v} />
    </section>
  );
}

/** Makes a campaign's QR code: a GET form, then the kit's three files for that name. */
function CampaignQr({ code, view }: { code: string; view: CampaignsView }) {
  const { _ } = useLingui();
  const asked = view.campaignQr;
  const invalid = asked && !asked.ok;
  return (
    <div className="campaign-qr">
      <h3 id="campaign-qr">{_(CAMPAIGNS.qrHeading)}</h3>
      <Form method="get" preventScrollReset className="account-form">
        <input type="hidden" name="from" value={view.range.from} />
        <input type="hidden" name="to" value={view.range.to} />
        <label htmlFor="campaign-qr-name">{_(CAMPAIGNS.qrLabel)}</label>
        <p id="campaign-qr-hint" className="account-note">
          {_(CAMPAIGNS.qrHint)}
        </p>
        <input
          id="campaign-qr-name"
          name="qr"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={CAMPAIGN_NAME_MAX * 3}
          defaultValue={asked ? (asked.ok ? asked.campaign : asked.typed) : ""}
          aria-describedby={
            invalid ? "campaign-qr-hint campaign-qr-error" : "campaign-qr-hint"
          }
          aria-invalid={invalid || undefined}
        />
        {invalid && (
          <p id="campaign-qr-error" className="error-message" role="alert">
            <RichMessage
              message={CAMPAIGNS.qrInvalid}
              values={{ name: <bdi>{asked.typed}</bdi> }}
            />
          </p>
        )}
        <button type="submit" className="button small">
          {_(CAMPAIGNS.qrMake)}
        </button>
      </Form>
      {asked?.ok && (
        <div role="status">
          <p>
            <RichMessage
              message={CAMPAIGNS.qrReady}
              values={{
                campaign: ltrValue(asked.campaign),
                link: ltrValue(asked.link, "code"),
              }}
            />
          </p>
          <ul className="qr-kit-links">
            {QR_KIT_FORMATS.map((format) => (
              <li key={format}>
                <a
                  className="button small"
                  href={qrKitPath(code, format, asked.campaign)}
                  download
                  aria-label={_({
                    ...CAMPAIGNS.qrFile,
                    values: {
                      format: _(
                        {
                          svg: QR_KIT_LINKS.svg,
                          png: QR_KIT_LINKS.png,
                          pdf: QR_KIT_LINKS.pdf,
                        }[format],
                      ),
                      campaign: asked.campaign,
                    },
                  })}
                >
                  {_(
                    {
                      svg: QR_KIT_LINKS.svg,
                      png: QR_KIT_LINKS.png,
                      pdf: QR_KIT_LINKS.pdf,
                    }[format],
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
