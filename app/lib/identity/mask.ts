/**
 * Masks for the confirm page (app/routes/verify.tsx) and the payee page's
 * confirm panel (app/components/account/confirm-details-panel.tsx): enough
 * for the owner of an address to recognise details as theirs or not, too
 * little to hand a stranger's PayPal account or home address to whoever
 * opens the link.
 */

/** "jane.doe@example.net" → "j•••@e•••.net". */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${[...local][0]}•••@${[...host][0] ?? ""}•••${tld}`;
}

/** First character, then dots: "Baker Street 221b" → "B•••". */
export function maskText(text: string | null): string {
  const first = text ? [...text.trim()][0] : undefined;
  return first ? `${first}•••` : "";
}

/** A legal name as its initial: "Jane Doe" → "J." */
export function nameInitial(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first.toUpperCase()}.` : "";
}

/** The last two characters of a postal code: "SW1A 1AA" → "•••AA". */
export function maskZip(zip: string | null): string {
  const chars = zip ? [...zip.replace(/\s+/g, "")] : [];
  return chars.length ? `•••${chars.slice(-2).join("")}` : "";
}
