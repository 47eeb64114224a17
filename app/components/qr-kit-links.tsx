import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { QR_KIT } from "#app/content/qr-kit.ts";
import { QR_KIT_LINKS } from "#app/content/qr-kit-links.ts";
import {
  QR_KIT_FORMATS,
  qrKitPath,
  type QrKitFormat,
} from "#app/lib/qr-kit/index.ts";

const LABELS: Record<QrKitFormat, MessageDescriptor> = {
  svg: QR_KIT_LINKS.svg,
  png: QR_KIT_LINKS.png,
  pdf: QR_KIT_LINKS.pdf,
};

/**
 * The print-ready kit of a minted code: plain download links to the
 * worker's files (docs/api.md), so they work without JavaScript too.
 */
export function QrKitLinks({
  code,
  level = 4,
}: {
  code: string;
  /** The heading's level where the kit sits (4 in the result panel, 3 in a page section). */
  level?: 3 | 4;
}) {
  const { _ } = useLingui();
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="qr-kit">
      <Heading>{_(QR_KIT_LINKS.heading)}</Heading>
      <p>{_(QR_KIT_LINKS.intro)}</p>
      <ul className="qr-kit-links">
        {QR_KIT_FORMATS.map((format) => (
          <li key={format}>
            <a
              className="button small"
              href={qrKitPath(code, format)}
              download={QR_KIT.fileName(code, format)}
              aria-label={_({
                ...QR_KIT_LINKS.linkLabel,
                values: { code, format: _(LABELS[format]) },
              })}
            >
              {_(LABELS[format])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
