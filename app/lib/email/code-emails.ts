import type { I18n, MessageDescriptor } from "@lingui/core";
import { CODE_EMAIL } from "#app/content/code-emails.ts";
import { REQUIRED_DISCLOSURE } from "#app/content/issuer.ts";
import { BRAND } from "#app/lib/brand.ts";
import { DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/index.ts";
import { accountUrl, notMeUrl, verifyUrl } from "#app/lib/identity/index.ts";
import { codeUrl } from "#app/lib/trust-codes/index.ts";
import { qrKitUrl } from "#app/lib/qr-kit/index.ts";

/**
 * Every e-mail we send to an address that has not verified. Fixed text only:
 * nothing the requester typed (no name, no organisation), just the code, its
 * link (the QR is attached when sent), the Required disclosure, the
 * verification link and the "I did not ask for this" link. Written with the
 * instance of the language the person asked in (stored with the request).
 */
export interface Email {
  subject: string;
  body: string;
}

export interface UnverifiedLinks {
  verifyToken: string;
  notMeToken: string;
}

const brand = BRAND.name;
/** Links in e-mails name the production host only (app/lib/identity/links.ts). */
const host = BRAND.productionHost;
/** The recipient's language: the one the message is written in. */
const localeOf = (i18n: I18n) => toLocale(i18n.locale) ?? DEFAULT_LOCALE;

/** A code e-mail: its subject (with {brand} and {code}), the greeting, then `lines`. */
const codeEmail = (
  i18n: I18n,
  subject: MessageDescriptor,
  code: string,
  lines: string[],
): Email => ({
  subject: i18n._({ ...subject, values: { brand, code } }),
  body: [i18n._(CODE_EMAIL.hello), "", ...lines].join("\n"),
});

function unverifiedFooter(i18n: I18n, links: UnverifiedLinks): string[] {
  return [
    i18n._(CODE_EMAIL.confirmAddress),
    verifyUrl(localeOf(i18n), links.verifyToken),
    "",
    i18n._({ ...CODE_EMAIL.notAsked, values: { brand } }),
    i18n._({
      ...CODE_EMAIL.notMeLink,
      values: {
        url: notMeUrl(localeOf(i18n), links.notMeToken),
      },
    }),
    "",
    i18n._({ ...CODE_EMAIL.questions, values: { email: BRAND.contactEmail } }),
  ];
}

/** Links to the code's print-ready QR kit (docs/api.md), one per format. */
function qrKitLines(i18n: I18n, code: string): string[] {
  return [
    i18n._(CODE_EMAIL.qrKitIntro),
    i18n._({
      ...CODE_EMAIL.qrKitPdf,
      values: { url: qrKitUrl(host, code, "pdf") },
    }),
    i18n._({
      ...CODE_EMAIL.qrKitPng,
      values: { url: qrKitUrl(host, code, "png") },
    }),
    i18n._({
      ...CODE_EMAIL.qrKitSvg,
      values: { url: qrKitUrl(host, code, "svg") },
    }),
    "",
  ];
}

function codeLines(
  i18n: I18n,
  code: string,
  disclosure: MessageDescriptor,
): string[] {
  return [
    i18n._({ ...CODE_EMAIL.shareLink, values: { url: codeUrl(host, code) } }),
    i18n._(CODE_EMAIL.qrAttached),
    "",
    ...qrKitLines(i18n, code),
    i18n._({
      ...CODE_EMAIL.accountPage,
      values: {
        url: accountUrl(localeOf(i18n)),
      },
    }),
    "",
    i18n._(REQUIRED_DISCLOSURE.intro),
    i18n._({ ...disclosure, values: { brand } }),
    "",
  ];
}

/** A freshly minted individual code: works at once, payable once verified. */
export function individualCodeEmail(
  i18n: I18n,
  code: string,
  links: UnverifiedLinks,
): Email {
  return codeEmail(i18n, CODE_EMAIL.subject, code, [
    i18n._({ ...CODE_EMAIL.individualIntro, values: { brand, code } }),
    ...codeLines(i18n, code, REQUIRED_DISCLOSURE.text),
    i18n._(CODE_EMAIL.individualPayouts),
    ...unverifiedFooter(i18n, links),
  ]);
}

/**
 * A repeated request for an address whose holder has a live code: the code,
 * and for a holder who has not proven the address (`links`) the fixed
 * footer with fresh confirm and "I did not ask for this" links.
 */
export function reminderEmail(
  i18n: I18n,
  code: string,
  links: UnverifiedLinks | null = null,
): Email {
  return codeEmail(i18n, CODE_EMAIL.reminderSubject, code, [
    i18n._({ ...CODE_EMAIL.reminderIntro, values: { brand, code } }),
    ...codeLines(i18n, code, REQUIRED_DISCLOSURE.text),
    ...(links
      ? unverifiedFooter(i18n, links)
      : [
          i18n._({
            ...CODE_EMAIL.questions,
            values: { email: BRAND.contactEmail },
          }),
        ]),
  ]);
}

/** An approved organisation: the contact has not verified yet, so fixed text too. */
export function organisationCodeEmail(
  i18n: I18n,
  code: string,
  links: UnverifiedLinks,
): Email {
  return codeEmail(i18n, CODE_EMAIL.subject, code, [
    i18n._({ ...CODE_EMAIL.organisationIntro, values: { brand } }),
    i18n._({ ...CODE_EMAIL.organisationCode, values: { code } }),
    ...codeLines(i18n, code, CODE_EMAIL.organisationDisclosure),
    i18n._(CODE_EMAIL.organisationPayments),
    ...unverifiedFooter(i18n, links),
  ]);
}
