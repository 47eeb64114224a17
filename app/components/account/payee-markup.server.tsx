import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { MemoryRouter } from "react-router";
import {
  CodeSection,
  MoneySection,
  MonthsSection,
} from "#app/components/account/account-overview.tsx";
import { FunnelFigures } from "#app/components/account/campaigns-funnel.tsx";
import { CampaignQrFiles } from "#app/components/account/campaign-qr-files.tsx";
import { WhenWhySection } from "#app/components/account/when-why-section.tsx";
import type {
  AccountView,
  CampaignsView,
} from "#app/lib/use-cases/index.server.ts";

/**
 * The parts of the signed-in payee's page that nothing in the browser
 * changes (the code and its kit, the money, when and why, the months, the
 * funnel's chart, table and notes, a campaign's QR files once made), rendered here as markup and sent in the
 * page's data: the page puts it in place as it is, with or without
 * JavaScript, on the first load and on a client navigation alike, and no
 * formatter, word or component of them is in the browser's scripts
 * (docs/decisions/client-chunks.md).
 */
export interface PayeeMarkup {
  code: string;
  overview: string;
  funnel: string | null;
  qrFiles: string | null;
}

/** One part's markup, rendered as the page renders it at `path`. */
async function markup(
  node: ReactNode,
  i18n: I18n,
  path: string,
  /** Keeps useId's ids apart from the page's and the other parts'. */
  identifierPrefix: string,
): Promise<string> {
  const stream = await renderToReadableStream(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </MemoryRouter>,
    { identifierPrefix },
  );
  await stream.allReady;
  return new Response(stream).text();
}

export async function payeeMarkup(
  view: AccountView,
  campaigns: CampaignsView | null,
  i18n: I18n,
  path: string,
): Promise<PayeeMarkup> {
  const qr = campaigns?.campaignQr;
  const [code, overview, funnel, qrFiles] = await Promise.all([
    markup(<CodeSection view={view} />, i18n, path, "code-"),
    markup(
      <>
        <MoneySection view={view} />
        <WhenWhySection view={view} />
        <MonthsSection months={view.months} />
      </>,
      i18n,
      path,
      "overview-",
    ),
    campaigns &&
      markup(<FunnelFigures campaigns={campaigns} />, i18n, path, "funnel-"),
    qr?.ok
      ? markup(
          <CampaignQrFiles code={view.code} asked={qr} />,
          i18n,
          path,
          "qr-",
        )
      : null,
  ]);
  return { code, overview, funnel, qrFiles };
}
