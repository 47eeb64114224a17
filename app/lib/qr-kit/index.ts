/**
 * The printable QR kit: PDF, PNG and SVG, its fonts and links, and the
 * cheque remittance's text and PDF.
 * Code outside app/lib/qr-kit/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export type { KitFontFamily, KitFontLoader } from "#app/lib/qr-kit/fonts.ts";
export {
  QR_KIT_FORMATS,
  type QrKitFormat,
  qrKitPath,
  qrKitUrl,
} from "#app/lib/qr-kit/links.ts";
export { type KitPage, qrPdf } from "#app/lib/qr-kit/pdf.ts";
export {
  type RemittanceSheet,
  type RemittanceWords,
  remittancePdf,
} from "#app/lib/qr-kit/remittance-pdf.ts";
export { QR_KIT_CONTENT_TYPES, renderKit } from "#app/lib/qr-kit/render.ts";
