import { CODE_EMAIL } from "#app/content/code-emails.ts";
import { REQUIRED_DISCLOSURE } from "#app/content/issuer.ts";
import { QR_KIT } from "#app/content/qr-kit.ts";
import { QR_KIT_PAGE } from "#app/content/qr-kit-page.ts";
import { BRAND } from "#app/lib/brand.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import type { I18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales.ts";
import { campaignUrl, codeUrl } from "#app/lib/trust-codes/qr.ts";
import type { QrKitFormat } from "#app/lib/qr-kit/links.ts";
import type { KitPage, KitWords } from "#app/lib/qr-kit/pdf.ts";
import { qrMatrix } from "#app/lib/qr-kit/matrix.ts";
import { qrPng } from "#app/lib/qr-kit/png.ts";
import { qrSvg } from "#app/lib/qr-kit/svg.ts";

export const QR_KIT_CONTENT_TYPES: Record<QrKitFormat, string> = {
  svg: "image/svg+xml; charset=utf-8",
  png: "image/png",
  pdf: "application/pdf",
};

export interface KitSubject {
  code: string;
  host: string;
  ownerKind: "individual" | "organisation";
  /** The language of the page that minted the code (migrations/0015). */
  locale: Locale;
  /** A campaign's kit encodes /c/<code>?campaign=<name> (app/lib/account/campaign-name.ts). */
  campaign?: string | null;
}

/** The disclosure printed next to the code: an organisation earns a share, a person USD 50. */
function disclosureFor(i18n: I18n, ownerKind: KitSubject["ownerKind"]) {
  return ownerKind === "organisation"
    ? i18n._({
        ...CODE_EMAIL.organisationDisclosure,
        values: { brand: BRAND.name },
      })
    : i18n._(REQUIRED_DISCLOSURE.text);
}

async function kitText(subject: KitSubject, locale: Locale) {
  const i18n = await i18nFor(locale);
  const brand = BRAND.name;
  const words: KitWords = {
    title: QR_KIT_PAGE.title(subject.code),
    brand,
    tagline: QR_KIT_PAGE.tagline,
    scan: i18n._({ ...QR_KIT_PAGE.scan, values: { brand } }),
    orVisit: i18n._(QR_KIT_PAGE.orVisit),
    orEnter: i18n._(QR_KIT_PAGE.orEnter),
    disclosureHeading: i18n._(QR_KIT_PAGE.disclosureHeading),
    footer: `${brand} · ${i18n._(QR_KIT_PAGE.footerTagline)} · ${BRAND.productionHost}`,
  };
  return { locale, words, disclosure: disclosureFor(i18n, subject.ownerKind) };
}

/**
 * Every string a kit in `locale` can print besides codes and links (both
 * owners' disclosures): the characters the embedded font subsets must hold
 * (scripts/build-kit-fonts.mjs, tests/unit/kit-fonts.test.ts).
 */
export async function kitStrings(locale: Locale): Promise<string[]> {
  const strings: string[] = [];
  for (const ownerKind of ["individual", "organisation"] as const) {
    const subject = { code: "", host: "", ownerKind, locale };
    const { words, disclosure } = await kitText(subject, locale);
    strings.push(...Object.values(words), disclosure);
  }
  return strings;
}

/**
 * The sheet's words in the minting page's language, with English beside them
 * for the renderer to print instead when neither Helvetica nor the embedded
 * fonts can print them (docs/decisions/qr-kit.md).
 */
export async function kitWords(
  subject: KitSubject,
): Promise<Pick<KitPage, "locale" | "words" | "disclosure" | "fallback">> {
  const text = await kitText(subject, subject.locale);
  if (subject.locale === DEFAULT_LOCALE) return text;
  return { ...text, fallback: await kitText(subject, DEFAULT_LOCALE) };
}

/** Writes the PDF page: the renderer Worker in the site (workers/render/client.ts). */
export type PdfWriter = (kit: KitPage) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * One kit file for a code; every format encodes https://<host>/c/<code>,
 * with `?campaign=<name>` for a campaign's kit.
 */
export async function renderKit(
  format: QrKitFormat,
  subject: KitSubject,
  writePdf: PdfWriter,
): Promise<Uint8Array<ArrayBuffer> | string> {
  const link = subject.campaign
    ? campaignUrl(subject.host, subject.code, subject.campaign)
    : codeUrl(subject.host, subject.code);
  const matrix = qrMatrix(link);
  if (format === "svg") return qrSvg(matrix, QR_KIT.svgTitle(subject.code));
  // A copy the Response body accepts (the encoders type theirs loosely).
  if (format === "png") return qrPng(matrix).slice();
  return writePdf({
    matrix,
    code: subject.code,
    shortLink: link.replace(/^https:\/\//, ""),
    ...(await kitWords(subject)),
  });
}
