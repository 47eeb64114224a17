/** The kit's three files, in the order they are offered. */
export const QR_KIT_FORMATS = ["svg", "png", "pdf"] as const;
export type QrKitFormat = (typeof QR_KIT_FORMATS)[number];

/**
 * Where a code's kit file is served (docs/api.md): /api/qr/<code>.<format>,
 * with `?campaign=<name>` for a campaign's kit.
 */
export function qrKitPath(
  code: string,
  format: QrKitFormat,
  campaign?: string,
): string {
  const path = `/api/qr/${encodeURIComponent(code)}.${format}`;
  return campaign ? `${path}?campaign=${encodeURIComponent(campaign)}` : path;
}

/** The same address in full, for e-mails (same host as the code's /c/ link). */
export function qrKitUrl(
  host: string,
  code: string,
  format: QrKitFormat,
): string {
  return `https://${host}${qrKitPath(code, format)}`;
}
