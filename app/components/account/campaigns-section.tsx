import { useLingui } from "@lingui/react";
import { Form } from "react-router";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import { CAMPAIGN_NAME_MAX, monthLabel } from "#app/lib/account/index.ts";
import type { CampaignsView } from "#app/lib/use-cases/index.server.ts";
import { useLocale } from "#app/lib/i18n/index.ts";
import { ltrValue, RichMessage } from "#app/components/rich-message.tsx";

/**
 * The funnel per month and campaign (docs/my-trust-code.md, "Campaigns"):
 * the months to show, the chart with the table beside it, the CSV, and a
 * campaign's QR code. Plain GET forms: everything works without JavaScript.
 */
export function CampaignsSection({
  campaigns: v,
  funnel,
  files,
}: {
  campaigns: CampaignsView;
  /** The chart, the table and their notes, rendered on the server (FunnelFigures). */
  funnel: string;
  /** A campaign's QR files once made, rendered on the server (CampaignQrFiles). */
  files: string | null;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
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
      {/* The chart, the table and their notes: the server's markup (app/components/account/payee-markup.server.tsx). */}
      <div dangerouslySetInnerHTML={{ __html: funnel }} />
      <CampaignQr view={v} files={files} />
    </section>
  );
}

/** Makes a campaign's QR code: a GET form, then the kit's three files for that name. */
function CampaignQr({
  view,
  files,
}: {
  view: CampaignsView;
  files: string | null;
}) {
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
      {/* The kit's files for that name: the server's markup. */}
      {files !== null && <div dangerouslySetInnerHTML={{ __html: files }} />}
    </div>
  );
}
