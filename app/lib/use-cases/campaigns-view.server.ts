import { rawFunnel } from "#app/lib/db/index.server.ts";
import { requestHost } from "#app/lib/platform/index.ts";
import { campaignUrl, codeUrl, qrDataUrl } from "#app/lib/trust-codes/index.ts";
import {
  campaignName,
  chartGeometry,
  type ChartGeometry,
  funnelRows,
  monthChoices,
  monthRange,
  type FunnelRow,
  type MonthRange,
} from "#app/lib/account/index.ts";

/**
 * What the payee page's campaigns and sharing sections show
 * (docs/my-trust-code.md, "Campaigns"), for the signed-in holder's code.
 * The page's address carries the choices: `from` and `to` (YYYY-MM) for
 * the months, `qr` for a campaign whose QR code is asked for.
 */
export interface CampaignsView {
  range: MonthRange;
  /** The months the range choice offers, newest first. */
  choices: string[];
  rows: FunnelRow[];
  chart: ChartGeometry;
  /** The code's link (https://<host>/c/<code>) and its QR code as a data: URL. */
  link: string;
  qrImage: string;
  /** A campaign's QR asked for: its name and link, or what was typed when it breaks the rule. */
  campaignQr:
    | { ok: true; campaign: string; link: string }
    | { ok: false; typed: string }
    | null;
}

export async function campaignsView(
  code: string,
  url: URL,
  now = new Date(),
): Promise<CampaignsView> {
  const range = monthRange(
    url.searchParams.get("from"),
    url.searchParams.get("to"),
    now,
  );
  const rows = funnelRows(await rawFunnel(code), range);
  const host = requestHost(url.href);
  const link = codeUrl(host, code);
  const typed = url.searchParams.get("qr");
  const name = campaignName(typed);
  return {
    range,
    choices: monthChoices(now),
    rows,
    chart: chartGeometry(rows, range),
    link,
    qrImage: qrDataUrl(link),
    campaignQr:
      typed === null
        ? null
        : name
          ? { ok: true, campaign: name, link: campaignUrl(host, code, name) }
          : { ok: false, typed: typed.slice(0, 100) },
  };
}
