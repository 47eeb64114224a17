import { BRAND } from "~/lib/brand";

/**
 * Words of the print-ready QR kit: download links after minting, in the
 * e-mails and the console, the files' names and the printed page.
 */
export const QR_KIT = {
  /** Heading above the download links on the minted-code panel. */
  heading: "Print-ready QR kit",
  intro:
    "For flyers, posters and shop windows: the QR code as a vector SVG, a high-resolution PNG, or a one-page PDF with your code, link and the required disclosure.",
  /** Link labels, one per format. */
  svg: "SVG (vector)",
  png: "PNG (high resolution)",
  pdf: "Print-ready PDF",
  /** The accessible name of each link, with the code it downloads. */
  linkLabel: (format: string, code: string) =>
    `Download the QR code for ${code} as ${format}`,
  /** The console's line of links beside an active code. */
  consoleHeading: "QR kit:",
  /** Downloaded files are named after the code. */
  fileName: (code: string, extension: string) =>
    `${BRAND.slug}-trust-code-${code}.${extension}`,
  /** The SVG's accessible title. */
  svgTitle: (code: string) => `QR code for ${BRAND.name} Trust Code ${code}`,
  /** Lines of the code and approval e-mails. */
  emailIntro: "Print-ready QR kit (for flyers, posters and shop windows):",
  emailSvg: "QR code as SVG (vector):",
  emailPng: "QR code as PNG (high resolution):",
  emailPdf: "One-page PDF to print (A4 or Letter):",
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
