/**
 * The key that "one live code per person" compares: lower-cased, `+tag`
 * removed, and for Gmail dots removed with googlemail.com folded into
 * gmail.com (Google delivers all of those variants to one mailbox). Mail still
 * goes to the address as typed; this key only decides who is the same person.
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function normaliseEmail(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** The normalised domain, for the per-domain daily cap on new codes. */
export function emailDomain(address: string): string {
  const key = normaliseEmail(address);
  return key.slice(key.lastIndexOf("@") + 1);
}
