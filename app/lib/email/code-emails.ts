import { REQUIRED_DISCLOSURE } from "~/content/issuer";
import { BRAND } from "~/lib/brand";
import { codeUrl } from "~/lib/qr";

/**
 * The issuer page's disclosure speaks for an individual earning USD 50; an
 * organisation receives a share of the subscription instead, so its sentence
 * says that, under the same rule of showing it next to the code.
 */
export const ORGANISATION_DISCLOSURE = `We may receive 10% of your ${BRAND.name} subscription if you subscribe with our Trust Code. Codes never affect search results.`;

export interface CodeEmail {
  subject: string;
  body: string;
}

/** Greeting, then the lines specific to the recipient, then link, disclosure and contact. */
function codeEmail(input: {
  code: string;
  host: string;
  greeting: string;
  lines: string[];
  afterLink: string[];
  disclosure: string;
}): CodeEmail {
  return {
    subject: `Your ${BRAND.name} Trust Code ${input.code}`,
    body: [
      `Dear ${input.greeting},`,
      "",
      ...input.lines,
      `Share it as a link or QR code: ${codeUrl(input.host, input.code)}`,
      ...input.afterLink,
      "",
      REQUIRED_DISCLOSURE.intro,
      input.disclosure,
      "",
      `Questions: ${BRAND.contactEmail}`,
    ].join("\n"),
  };
}

export function individualCodeEmail(input: {
  code: string;
  fullName: string;
  host: string;
}): CodeEmail {
  return codeEmail({
    code: input.code,
    host: input.host,
    greeting: input.fullName,
    lines: [`Your ${BRAND.name} Trust Code is ${input.code}.`],
    afterLink: [],
    disclosure: REQUIRED_DISCLOSURE.text,
  });
}

export function organisationCodeEmail(input: {
  code: string;
  contactName: string;
  organisationName: string;
  host: string;
}): CodeEmail {
  return codeEmail({
    code: input.code,
    host: input.host,
    greeting: input.contactName,
    lines: [
      `${input.organisationName} is now part of the ${BRAND.name} Trust Code programme.`,
      `Your organisation's Trust Code is ${input.code}.`,
    ],
    afterLink: ["The QR code is attached to this e-mail as an image."],
    disclosure: ORGANISATION_DISCLOSURE,
  });
}

/** The /c/<code> link written in a message body, for the QR attached when it is sent. */
export function linkInBody(body: string, code: string): string {
  const escaped = code.replace(/[^A-Z0-9-]/gi, "");
  const match = new RegExp(`https://[^\\s/]+/c/${escaped}\\b`).exec(body);
  return match?.[0] ?? codeUrl(BRAND.productionHost, code);
}
