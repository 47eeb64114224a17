import { describe, expect, it } from "vitest";
import {
  consentCookie,
  cookieDomainFor,
  readCookie,
  serializeCookie,
} from "#app/lib/platform/cookies.ts";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/trust-code-syntax.ts";
import {
  attributionCookies,
  captureFrom,
  captureFromQuery,
  refusalCookies,
} from "../../workers/attribution";

const q = (s: string) => new URLSearchParams(s);

describe("normaliseTrustCode", () => {
  it("trims and upper-cases", () =>
    expect(normaliseTrustCode("  abc-12 ")).toBe("ABC-12"));
  it.each([
    "ab",
    "-abc",
    "ab c",
    "abc_d",
    "",
    "ABC!",
    "ａbc",
    "abcı",
    "x".repeat(65),
  ])("rejects %j", (v) => expect(normaliseTrustCode(v)).toBeNull());
  it("accepts exactly 64 characters", () =>
    expect(normaliseTrustCode("a".repeat(64))).toBe("A".repeat(64)));
  it("rejects non-strings", () => expect(normaliseTrustCode(42)).toBeNull());
});

describe("captureFrom / captureFromQuery", () => {
  it("defaults source to qr and omits an empty campaign", () =>
    expect(captureFrom("abc", q("campaign=%20"))).toEqual({
      code: "ABC",
      source: "qr",
      campaign: null,
    }));
  it("lower-cases and trims source and campaign", () =>
    expect(
      captureFrom("abc", q("source=%20Flyer%20&campaign=Spring-26")),
    ).toEqual({
      code: "ABC",
      source: "flyer",
      campaign: "spring-26",
    }));
  it("ignores unsafe source values", () =>
    expect(captureFrom("abc", q("source=<b>"))?.source).toBe("qr"));
  it("reads code, trustcode or charity", () => {
    expect(captureFromQuery(q("code=aaa"))?.code).toBe("AAA");
    expect(captureFromQuery(q("trustcode=bbb"))?.code).toBe("BBB");
    expect(captureFromQuery(q("charity=ccc"))?.code).toBe("CCC");
  });
  it("stores nothing without a valid code", () => {
    expect(captureFromQuery(q("source=x"))).toBeNull();
    expect(captureFromQuery(q("code=!!"))).toBeNull();
  });
});

describe("cookieDomainFor", () => {
  const allowed = [
    "nirvana.example",
    "*.nirvana.example",
    "*.dev.nirvana.example",
    "*.workers.dev",
    "*.pages.dev",
  ];
  it("widens the production host and its subdomains", () => {
    expect(cookieDomainFor("nirvana.example", allowed)).toBe("nirvana.example");
    expect(cookieDomainFor("www.nirvana.example", allowed)).toBe(
      "nirvana.example",
    );
  });
  it("picks the most specific wildcard", () =>
    expect(cookieDomainFor("pr-7.dev.nirvana.example", allowed)).toBe(
      "dev.nirvana.example",
    ));
  it("never widens to a public suffix", () => {
    expect(cookieDomainFor("site.workers.dev", allowed)).toBeUndefined();
    expect(cookieDomainFor("site.pages.dev", allowed)).toBeUndefined();
  });
  it("never on localhost or IPs, or unlisted hosts", () => {
    for (const h of [
      "localhost",
      "127.0.0.1",
      "[::1]",
      "evil.example",
      "nirvana.example.evil.com",
    ]) {
      expect(cookieDomainFor(h, allowed)).toBeUndefined();
    }
  });
  it("ignores the port", () =>
    expect(cookieDomainFor("www.nirvana.example:8443", allowed)).toBe(
      "nirvana.example",
    ));
});

describe("cookies", () => {
  const capture = { code: "ABC", source: "qr", campaign: "x" };
  it("serialises with Path, Max-Age 180 days, SameSite=Lax, Secure on https", () =>
    expect(
      serializeCookie("a", "b", {
        maxAge: 15552000,
        secure: true,
        domain: "d.example",
      }),
    ).toBe(
      "a=b; Path=/; Max-Age=15552000; SameSite=Lax; Domain=d.example; Secure",
    ));
  it("creates nir_sid only when absent", () => {
    const fresh = attributionCookies({
      capture,
      cookieHeader: null,
      secure: false,
      newId: () => "id",
    });
    expect(fresh.filter((c) => c.startsWith("nir_sid="))).toHaveLength(1);
    const kept = attributionCookies({
      capture,
      cookieHeader: "nir_sid=0f8fad5b-d9cb-469f-a165-70867728950e",
      secure: false,
    });
    expect(kept.some((c) => c.startsWith("nir_sid="))).toBe(false);
  });
  it("replaces a malformed nir_sid", () => {
    const out = attributionCookies({
      capture,
      cookieHeader: "nir_sid=junk",
      secure: false,
      newId: () => "new",
    });
    expect(out).toContain(
      "nir_sid=new; Path=/; Max-Age=15552000; SameSite=Lax",
    );
  });
  it("honours a declined consent: the code only", () =>
    expect(
      attributionCookies({
        capture,
        cookieHeader: "nir_cookie_consent=declined",
        secure: false,
      }),
    ).toEqual(["nir_trust_code=ABC; Path=/; Max-Age=15552000; SameSite=Lax"]));
  it("writes campaign only when present", () => {
    const out = attributionCookies({
      capture: { ...capture, campaign: null },
      cookieHeader: null,
      secure: false,
    });
    expect(out.some((c) => c.startsWith("nir_campaign="))).toBe(false);
  });
  it("reads cookies and survives bad encoding", () => {
    expect(readCookie("a=1; b=%E0%A4%A", "b")).toBeUndefined();
    expect(readCookie("a=1; b=2", "b")).toBe("2");
  });
  it("consent cookie lasts 365 days and carries the policy version", () =>
    expect(consentCookie("accepted", false)).toBe(
      `nir_cookie_consent=accepted.${COOKIE_POLICY_VERSION}; Path=/; Max-Age=31536000; SameSite=Lax`,
    ));
});

describe("Global Privacy Control (Sec-GPC: 1)", () => {
  const capture = { code: "ABC", source: "qr", campaign: "x" };
  const codeOnly = "nir_trust_code=ABC; Path=/; Max-Age=15552000; SameSite=Lax";
  it("is a Decline: the code only, even with consent accepted", () => {
    for (const cookieHeader of [
      null,
      "nir_cookie_consent=accepted",
      `nir_cookie_consent=accepted.${COOKIE_POLICY_VERSION}`,
    ])
      expect(
        attributionCookies({ capture, cookieHeader, secure: false, gpc: true }),
      ).toEqual([codeOnly]);
  });
  it("deletes the tracking cookies the browser still carries, under the widened domain too", () => {
    const out = attributionCookies({
      capture,
      cookieHeader:
        "nir_sid=0f8fad5b-d9cb-469f-a165-70867728950e; nir_source=qr",
      secure: true,
      domain: "nirvana.example",
      gpc: true,
    });
    expect(out[0]).toBe(
      "nir_trust_code=ABC; Path=/; Max-Age=15552000; SameSite=Lax; Domain=nirvana.example; Secure",
    );
    for (const name of ["nir_sid", "nir_source", "nir_campaign"]) {
      expect(out).toContain(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
      expect(out).toContain(
        `${name}=; Path=/; Max-Age=0; SameSite=Lax; Domain=nirvana.example`,
      );
    }
    expect(out.filter((c) => !c.includes("Max-Age=0"))).toEqual([out[0]]);
  });
  it("a GPC-made choice stored in the cookie is a Decline without the header too", () =>
    expect(
      attributionCookies({
        capture,
        cookieHeader: `nir_cookie_consent=gpc.${COOKIE_POLICY_VERSION}`,
        secure: false,
      }),
    ).toEqual([codeOnly]));
  it("a refusal under an older policy version is still honoured", () =>
    expect(
      attributionCookies({
        capture,
        cookieHeader: "nir_cookie_consent=declined.2020-01-01",
        secure: false,
      }),
    ).toEqual([codeOnly]));
  it("without the signal or a refusal, nothing changes", () => {
    const out = attributionCookies({
      capture,
      cookieHeader: "nir_sid=0f8fad5b-d9cb-469f-a165-70867728950e",
      secure: false,
      gpc: false,
    });
    expect(out).toEqual([
      codeOnly,
      "nir_source=qr; Path=/; Max-Age=15552000; SameSite=Lax",
      "nir_campaign=x; Path=/; Max-Age=15552000; SameSite=Lax",
    ]);
  });
  it("refusalCookies: deletions only for a refusing request that carries tracking cookies", () => {
    const sid = "nir_sid=0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(refusalCookies(sid, false, undefined)).toEqual([]);
    expect(refusalCookies(null, true, undefined)).toEqual([]);
    expect(refusalCookies("nir_trust_code=ABC", true, undefined)).toEqual([]);
    expect(refusalCookies(sid, true, undefined)).toHaveLength(3);
    expect(
      refusalCookies(`${sid}; nir_cookie_consent=declined`, false, undefined),
    ).toHaveLength(3);
  });
});
