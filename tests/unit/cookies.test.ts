import { describe, expect, it } from "vitest";
import { consentCookieWrites } from "#app/lib/consent/consent.ts";
import {
  consentFrom,
  cookieDomainForUrl,
  trackingCookieDeletions,
} from "#app/lib/platform/cookies.ts";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";

/** The hosts list wrangler.toml ships. */
const HOSTS =
  "nirvana.example,*.nirvana.example,*.dev.nirvana.example,*.staging.nirvana.example";

describe("cookieDomainForUrl", () => {
  it("gives the wildcard parent of a development host, not its last two labels", () =>
    expect(
      cookieDomainForUrl(new URL("https://x.dev.nirvana.example/"), HOSTS),
    ).toBe("dev.nirvana.example"));
  it("is host-only without the var or on localhost", () => {
    expect(
      cookieDomainForUrl(new URL("https://www.nirvana.example/"), undefined),
    ).toBeUndefined();
    expect(
      cookieDomainForUrl(new URL("http://localhost:8787/"), HOSTS),
    ).toBeUndefined();
  });
});

describe("consent cookie writes", () => {
  it("Decline on a wildcard dev host deletes under the worker's domain", () => {
    const domain = cookieDomainForUrl(
      new URL("https://x.dev.nirvana.example/"),
      HOSTS,
    );
    const writes = consentCookieWrites("declined", true, domain ?? null);
    expect(writes[0]).toBe(
      `nir_cookie_consent=declined.${COOKIE_POLICY_VERSION}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    for (const name of ["nir_sid", "nir_source", "nir_campaign"]) {
      expect(writes).toContain(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
      expect(writes).toContain(
        `${name}=; Path=/; Max-Age=0; SameSite=Lax; Domain=dev.nirvana.example`,
      );
    }
    expect(writes.some((w) => w.includes("Domain=nirvana.example"))).toBe(
      false,
    );
    expect(writes.some((w) => w.startsWith("nir_trust_code="))).toBe(false);
  });
  it("deletes host-only cookies only when the worker does not widen", () =>
    expect(trackingCookieDeletions(undefined)).toEqual([
      "nir_sid=; Path=/; Max-Age=0; SameSite=Lax",
      "nir_source=; Path=/; Max-Age=0; SameSite=Lax",
      "nir_campaign=; Path=/; Max-Age=0; SameSite=Lax",
    ]));
  it("Accept writes only the consent cookie", () =>
    expect(consentCookieWrites("accepted", false, "nirvana.example")).toEqual([
      `nir_cookie_consent=accepted.${COOKIE_POLICY_VERSION}; Path=/; Max-Age=31536000; SameSite=Lax`,
    ]));
  it("a GPC-made choice deletes like Decline", () => {
    const writes = consentCookieWrites("gpc", false, null);
    expect(writes[0]).toBe(
      `nir_cookie_consent=gpc.${COOKIE_POLICY_VERSION}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(writes.slice(1)).toEqual(trackingCookieDeletions(undefined));
  });
});

describe("consentFrom", () => {
  it("reads the choice among other cookies", () => {
    expect(consentFrom("a=1; nir_cookie_consent=declined; b=2")).toBe(
      "declined",
    );
    expect(consentFrom("nir_cookie_consent=accepted")).toBe("accepted");
  });
  it("is null when absent or unknown", () => {
    expect(consentFrom(null)).toBeNull();
    expect(consentFrom("nir_cookie_consent=maybe")).toBeNull();
  });
});
