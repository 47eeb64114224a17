import { BRAND } from "~/lib/brand";
import { codeUrl } from "~/lib/qr";

/**
 * The issuer page's disclosure speaks for an individual earning USD 50; an
 * organisation receives a share of the subscription instead, so its sentence
 * says that, under the same rule of showing it next to the code.
 */
export const ORGANISATION_DISCLOSURE = `We may receive 10% of your ${BRAND.name} subscription if you subscribe with our Trust Code. Codes never affect search results.`;

/** The /c/<code> link written in a message body, for the QR attached when it is sent. */
export function linkInBody(body: string, code: string): string {
  const escaped = code.replace(/[^A-Z0-9-]/gi, "");
  const match = new RegExp(`https://[^\\s/]+/c/${escaped}\\b`).exec(body);
  return match?.[0] ?? codeUrl(BRAND.productionHost, code);
}
