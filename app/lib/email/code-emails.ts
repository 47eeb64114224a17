import { REQUIRED_DISCLOSURE } from "~/content/issuer";
import { BRAND } from "~/lib/brand";
import { notMeUrl, verifyUrl } from "~/lib/identity/links";
import { QR_KIT } from "~/content/qr-kit";
import { codeUrl } from "~/lib/qr";
import { qrKitUrl } from "~/lib/qr-kit/links";

/**
 * The issuer page's disclosure speaks for an individual earning USD 50; an
 * organisation receives a share of the subscription instead, so its sentence
 * says that, under the same rule of showing it next to the code.
 */
export const ORGANISATION_DISCLOSURE = `We may receive 10% of your ${BRAND.name} subscription if you subscribe with our Trust Code. Codes never affect search results.`;

/**
 * Every e-mail we send to an address that has not verified. Fixed text only:
 * nothing the requester typed (no name, no organisation), just the code, its
 * link (the QR is attached when sent), the Required disclosure, the
 * verification link and the "I did not ask for this" link.
 */
export interface Email {
  subject: string;
  body: string;
}

export interface UnverifiedLinks {
  host: string;
  verifyToken: string;
  notMeToken: string;
}

function unverifiedFooter(links: UnverifiedLinks): string[] {
  return [
    "Please confirm this is your e-mail address (the link works for 14 days, once):",
    verifyUrl(links.host, links.verifyToken),
    "",
    `Did not ask for a ${BRAND.name} Trust Code? Open this link to erase the request and its code at once:`,
    `I did not ask for this: ${notMeUrl(links.host, links.notMeToken)}`,
    "",
    `Questions: ${BRAND.contactEmail}`,
  ];
}

/** Links to the code's print-ready QR kit (docs/api.md), one per format. */
function qrKitLines(host: string, code: string): string[] {
  return [
    QR_KIT.emailIntro,
    `${QR_KIT.emailPdf} ${qrKitUrl(host, code, "pdf")}`,
    `${QR_KIT.emailPng} ${qrKitUrl(host, code, "png")}`,
    `${QR_KIT.emailSvg} ${qrKitUrl(host, code, "svg")}`,
    "",
  ];
}

function codeLines(host: string, code: string, disclosure: string): string[] {
  return [
    `Share it as a link or QR code: ${codeUrl(host, code)}`,
    "The QR code is attached to this e-mail as an image.",
    "",
    ...qrKitLines(host, code),
    REQUIRED_DISCLOSURE.intro,
    disclosure,
    "",
  ];
}

/** A freshly minted individual code: works at once, payable once verified. */
export function individualCodeEmail(
  code: string,
  links: UnverifiedLinks,
): Email {
  return {
    subject: `Your ${BRAND.name} Trust Code ${code}`,
    body: [
      "Hello,",
      "",
      `Someone asked for a ${BRAND.name} Trust Code for this e-mail address. The code is ${code}; it works now.`,
      ...codeLines(links.host, code, REQUIRED_DISCLOSURE.text),
      "Referral payouts start once you confirm your e-mail address.",
      ...unverifiedFooter(links),
    ].join("\n"),
  };
}

/**
 * A repeated request for an address that holds a live code. A verified holder
 * gets the code alone; an unverified one also the two one-time links.
 */
export function reminderEmail(
  code: string,
  host: string,
  links: UnverifiedLinks | null,
): Email {
  return {
    subject: `Your ${BRAND.name} Trust Code ${code} (reminder)`,
    body: [
      "Hello,",
      "",
      `Someone asked for a ${BRAND.name} Trust Code for this e-mail address, which already holds one: ${code}.`,
      ...codeLines(host, code, REQUIRED_DISCLOSURE.text),
      ...(links
        ? unverifiedFooter(links)
        : [`Questions: ${BRAND.contactEmail}`]),
    ].join("\n"),
  };
}

/** An approved organisation: the contact has not verified yet, so fixed text too. */
export function organisationCodeEmail(
  code: string,
  links: UnverifiedLinks,
): Email {
  return {
    subject: `Your ${BRAND.name} Trust Code ${code}`,
    body: [
      "Hello,",
      "",
      `An organisation request naming this e-mail address as its contact was approved for the ${BRAND.name} Trust Code programme.`,
      `The organisation's Trust Code is ${code}; it works now.`,
      ...codeLines(links.host, code, ORGANISATION_DISCLOSURE),
      "Payments to the organisation start once you confirm your e-mail address.",
      ...unverifiedFooter(links),
    ].join("\n"),
  };
}

/** The /c/<code> link written in a message body, for the QR attached when it is sent. */
export function linkInBody(body: string, code: string): string {
  const escaped = code.replace(/[^A-Z0-9-]/gi, "");
  const match = new RegExp(`https://[^\\s/]+/c/${escaped}\\b`).exec(body);
  return match?.[0] ?? codeUrl(BRAND.productionHost, code);
}
