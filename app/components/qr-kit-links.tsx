import { QR_KIT } from "~/content/qr-kit";
import {
  QR_KIT_FORMATS,
  qrKitPath,
  type QrKitFormat,
} from "~/lib/qr-kit/links";

const LABELS: Record<QrKitFormat, string> = {
  svg: QR_KIT.svg,
  png: QR_KIT.png,
  pdf: QR_KIT.pdf,
};

/**
 * The print-ready kit of a minted code: plain download links to the
 * worker's files (docs/api.md), so they work without JavaScript too.
 */
export function QrKitLinks({ code }: { code: string }) {
  return (
    <div className="qr-kit">
      <h4>{QR_KIT.heading}</h4>
      <p>{QR_KIT.intro}</p>
      <ul className="qr-kit-links">
        {QR_KIT_FORMATS.map((format) => (
          <li key={format}>
            <a
              className="button small"
              href={qrKitPath(code, format)}
              download={QR_KIT.fileName(code, format)}
              aria-label={QR_KIT.linkLabel(LABELS[format], code)}
            >
              {LABELS[format]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
