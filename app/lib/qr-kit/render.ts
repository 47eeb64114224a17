import { CODE_EMAIL } from "~/content/code-emails";
import { REQUIRED_DISCLOSURE } from "~/content/issuer";
import { QR_KIT } from "~/content/qr-kit";
import { BRAND } from "~/lib/brand";
import { i18nFor } from "~/lib/i18n/instance";
import { DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { codeUrl } from "~/lib/qr";
import type { QrKitFormat } from "./links";
import type { KitPage } from "./pdf";
import { qrMatrix } from "./matrix";
import { qrPng } from "./png";
import { qrSvg } from "./svg";

export const QR_KIT_CONTENT_TYPES: Record<QrKitFormat, string> = {
  svg: "image/svg+xml; charset=utf-8",
  png: "image/png",
  pdf: "application/pdf",
};

export interface KitSubject {
  code: string;
  host: string;
  ownerKind: "individual" | "organisation";
}

/**
 * The disclosure printed next to the code: an organisation earns a share, a
 * person USD 50. The printed kit is English, like the rest of its page.
 */
async function disclosureFor(
  ownerKind: KitSubject["ownerKind"],
): Promise<string> {
  const en = await i18nFor(DEFAULT_LOCALE);
  return ownerKind === "organisation"
    ? en._({
        ...CODE_EMAIL.organisationDisclosure,
        values: { brand: BRAND.name },
      })
    : en._(REQUIRED_DISCLOSURE.text);
}

/** Writes the PDF page: the renderer Worker in the site (workers/render/client.ts). */
export type PdfWriter = (kit: KitPage) => Promise<Uint8Array<ArrayBuffer>>;

/** One kit file for a code; every format encodes https://<host>/c/<code>. */
export async function renderKit(
  format: QrKitFormat,
  subject: KitSubject,
  writePdf: PdfWriter,
): Promise<Uint8Array<ArrayBuffer> | string> {
  const link = codeUrl(subject.host, subject.code);
  const matrix = qrMatrix(link);
  if (format === "svg") return qrSvg(matrix, QR_KIT.svgTitle(subject.code));
  // A copy the Response body accepts (the encoders type theirs loosely).
  if (format === "png") return qrPng(matrix).slice();
  return writePdf({
    matrix,
    code: subject.code,
    shortLink: link.replace(/^https:\/\//, ""),
    disclosure: await disclosureFor(subject.ownerKind),
  });
}
