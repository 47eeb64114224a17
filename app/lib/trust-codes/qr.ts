import qrcode from "qrcode-generator";
import { QR_ERROR_CORRECTION } from "#app/lib/qr-kit/matrix.ts";

/** The address a printed QR code points at (https://<host>/c/<code>, docs/attribution.md). */
export function codeUrl(host: string, code: string): string {
  return `https://${host}/c/${encodeURIComponent(code)}`;
}

/** The same address for one campaign (docs/my-trust-code.md, "Campaigns"). */
export function campaignUrl(host: string, code: string, campaign: string) {
  return `${codeUrl(host, code)}?campaign=${encodeURIComponent(campaign)}`;
}

/**
 * A QR code as a data: URL (GIF, pure JS so it runs in the Worker), at the
 * print kit's error-correction level: people print this one too.
 */
export function qrDataUrl(text: string): string {
  const qr = qrcode(0, QR_ERROR_CORRECTION);
  qr.addData(text);
  qr.make();
  return qr.createDataURL(8, 4);
}
