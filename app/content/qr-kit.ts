import { BRAND } from "~/lib/brand";

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

/** Words printed on the one-page PDF. */
export const QR_KIT_PAGE = {
  title: (code: string) => `${BRAND.name} Trust Code ${code}`,
  brand: BRAND.name,
  tagline: "Trust Code",
  scan: `Scan for 10% off ${BRAND.name}`,
  orVisit: "or visit",
  orEnter: "or enter the code at checkout",
  disclosureHeading: "Required disclosure",
  footer: `${BRAND.name} · neutral AI search for finance · ${BRAND.productionHost}`,
} as const;
