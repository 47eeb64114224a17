import { getDomain } from "tldts";
import { emailDomain } from "#app/lib/identity/normalise-email.ts";

/**
 * The registrable domain of an address (the public suffix plus one label,
 * from the Public Suffix List's ICANN section): `a@mail.sub.example.co.uk`
 * counts as `example.co.uk`, so subdomains share their domain's daily cap,
 * and `x@foo.co.uk` never shares one with `y@bar.co.uk`. An address whose
 * domain has no registrable part (an IP literal, a bare suffix) counts as
 * its own domain.
 */
export function registrableDomain(address: string): string {
  const domain = emailDomain(address);
  return getDomain(domain, { allowPrivateDomains: false }) ?? domain;
}
