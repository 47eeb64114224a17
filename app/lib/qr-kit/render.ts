import { REQUIRED_DISCLOSURE } from "~/content/issuer";
import { QR_KIT } from "~/content/qr-kit";
import { ORGANISATION_DISCLOSURE } from "~/lib/email/code-emails";
import { codeUrl } from "~/lib/qr";
import type { QrKitFormat } from "./links";
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

/** The disclosure printed next to the code: an organisation earns a share, a person USD 50. */
function disclosureFor(ownerKind: KitSubject["ownerKind"]): string {
  return ownerKind === "organisation"
    ? ORGANISATION_DISCLOSURE
    : REQUIRED_DISCLOSURE.text;
}

/** One kit file for a code; every format encodes https://<host>/c/<code>. */
export async function renderKit(
  format: QrKitFormat,
  subject: KitSubject,
): Promise<Uint8Array<ArrayBuffer> | string> {
  const link = codeUrl(subject.host, subject.code);
  const matrix = qrMatrix(link);
  if (format === "svg") return qrSvg(matrix, QR_KIT.svgTitle(subject.code));
  // A copy the Response body accepts (the encoders type theirs loosely).
  if (format === "png") return qrPng(matrix).slice();
  // pdf-lib is large: loaded only when a PDF is asked for, not at isolate start.
  const { qrPdf } = await import("./pdf");
  const pdf = await qrPdf({
    matrix,
    code: subject.code,
    shortLink: link.replace(/^https:\/\//, ""),
    disclosure: disclosureFor(subject.ownerKind),
  });
  return pdf.slice();
}
