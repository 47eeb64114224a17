import { useLingui } from "@lingui/react";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import { QR_KIT_LINKS } from "#app/content/qr-kit-links.ts";
import { QR_KIT_FORMATS, qrKitPath } from "#app/lib/qr-kit/index.ts";
import { ltrValue, RichMessage } from "#app/components/rich-message.tsx";

/**
 * A campaign's QR code once made on the payee's page: the link it encodes
 * and the kit's three files for that name. Nothing in it changes in the
 * browser: the server renders it into the page's data
 * (app/components/account/payee-markup.server.tsx).
 */
export function CampaignQrFiles({
  code,
  asked,
}: {
  code: string;
  asked: { campaign: string; link: string };
}) {
  const { _ } = useLingui();
  return (
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
  );
}
