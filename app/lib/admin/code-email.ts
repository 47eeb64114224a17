import { REQUIRED_DISCLOSURE } from "~/content/issuer";
import { BRAND } from "~/lib/brand";
import { codeUrl } from "~/lib/qr";

/**
 * The issuer page's disclosure speaks for an individual earning USD 50; an
 * organisation receives a share of the subscription instead, so its sentence
 * says that, under the same rule of showing it next to the code.
 */
export const ORGANISATION_DISCLOSURE = `We may receive 10% of your ${BRAND.name} subscription if you subscribe with our Trust Code. Codes never affect search results.`;

export function organisationCodeEmail(input: {
  code: string;
  contactName: string;
  organisationName: string;
  host: string;
}): { subject: string; body: string } {
  const link = codeUrl(input.host, input.code);
  return {
    subject: `Your ${BRAND.name} Trust Code ${input.code}`,
    body: [
      `Dear ${input.contactName},`,
      "",
      `${input.organisationName} is now part of the ${BRAND.name} Trust Code programme.`,
      `Your organisation's Trust Code is ${input.code}.`,
      `Share it as a link or QR code: ${link}`,
      "The QR code is attached to this e-mail as an image.",
      "",
      REQUIRED_DISCLOSURE.intro,
      ORGANISATION_DISCLOSURE,
      "",
      `Questions: ${BRAND.contactEmail}`,
    ].join("\n"),
  };
}

/** The /c/<code> link written in a message body, for the QR attached when it is sent. */
export function linkInBody(body: string, code: string): string {
  const escaped = code.replace(/[^A-Z0-9-]/gi, "");
  const match = new RegExp(`https://[^\\s/]+/c/${escaped}\\b`).exec(body);
  return match?.[0] ?? codeUrl(BRAND.productionHost, code);
}
