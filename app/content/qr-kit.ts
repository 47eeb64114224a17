import { BRAND } from "#app/lib/brand.ts";

/**
 * Words of the print-ready QR kit in the operator console, the files' names
 * and the printed page (English, like the console and the PDF's font).
 */
export const QR_KIT = {
  /** The accessible name of each console link, with the code it downloads. */
  linkLabel: (format: string, code: string) =>
    `Download the QR code for ${code} as ${format}`,
  /** The console's line of links beside an active code. */
  consoleHeading: "QR kit:",
  /** Downloaded files are named after the code. */
  fileName: (code: string, extension: string) =>
    `${BRAND.slug}-trust-code-${code}.${extension}`,
  /** The SVG's accessible title. */
  svgTitle: (code: string) => `QR code for ${BRAND.name} Trust Code ${code}`,
  /* The e-mails' lines about the kit are in app/content/code-emails.ts. */
} as const;
