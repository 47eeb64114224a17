import { describe, expect, it } from "vitest";
import {
  bannerMode,
  gpcNeedsApplying,
  type BannerMode,
} from "#app/lib/consent/consent.ts";
import {
  consentFrom,
  consentValue,
  currentConsent,
  currentConsentFrom,
  gpcRequested,
  parseConsent,
  type StoredChoice,
} from "#app/lib/platform/cookies.ts";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";
import { consentRecordSchema } from "#app/lib/schemas/consent.ts";

const V = COOKIE_POLICY_VERSION;

describe("stored consent values", () => {
  it("carry the choice and the policy version", () => {
    expect(consentValue("accepted")).toBe(`accepted.${V}`);
    expect(parseConsent(`declined.${V}`)).toEqual({
      choice: "declined",
      version: V,
    });
    expect(parseConsent(`gpc.${V}`)).toEqual({ choice: "gpc", version: V });
  });
  it("read an old value without a version as versionless", () =>
    expect(parseConsent("accepted")).toEqual({
      choice: "accepted",
      version: null,
    }));
  it("refuse anything else", () => {
    for (const v of [null, "", "maybe", "maybe.2026-01-01", "accepted.", "1"])
      expect(parseConsent(v)).toBeNull();
  });
});

describe("policy version", () => {
  it("only a choice under the current version is an answer", () => {
    expect(currentConsent(parseConsent(`accepted.${V}`))).toBe("accepted");
    expect(currentConsent(parseConsent("accepted.2020-01-01"))).toBeNull();
    expect(currentConsent(parseConsent("accepted"))).toBeNull();
    expect(currentConsentFrom(`a=1; nir_cookie_consent=declined.${V}`)).toBe(
      "declined",
    );
    expect(currentConsentFrom("nir_cookie_consent=declined")).toBeNull();
  });
  it("a version bump makes the banner ask again, an old cookie without a version too", () => {
    for (const old of [
      "accepted.2020-01-01",
      "declined.2020-01-01",
      "accepted",
    ])
      expect(bannerMode(currentConsent(parseConsent(old)), false)).toBe("ask");
    expect(
      bannerMode(currentConsent(parseConsent(`accepted.${V}`)), false),
    ).toBeNull();
  });
  it("the worker keeps honouring a refusal of any version until the visitor chooses again", () => {
    expect(consentFrom("nir_cookie_consent=declined.2020-01-01")).toBe(
      "declined",
    );
    expect(consentFrom("nir_cookie_consent=gpc.2020-01-01")).toBe("declined");
    expect(consentFrom(`nir_cookie_consent=accepted.${V}`)).toBe("accepted");
  });
});

describe("bannerMode", () => {
  const cases: [StoredChoice | null, boolean, BannerMode][] = [
    [null, false, "ask"],
    ["accepted", false, null],
    ["declined", false, null],
    // A GPC-made choice was the browser's: asked again once the signal is off.
    ["gpc", false, "ask"],
    [null, true, "gpc"],
    // GPC overrides an Accept: it is applied, recorded and shown.
    ["accepted", true, "gpc"],
    // Already refused under this version: nothing to apply, nothing to show.
    ["declined", true, null],
    ["gpc", true, null],
  ];
  it.each(cases)("stored %j, GPC %j → %j", (stored, gpc, mode) =>
    expect(bannerMode(stored, gpc)).toBe(mode),
  );
  it("applies (and records) GPC once per browser and version", () => {
    expect(gpcNeedsApplying(null, true)).toBe(true);
    expect(gpcNeedsApplying("accepted", true)).toBe(true);
    expect(gpcNeedsApplying("gpc", true)).toBe(false);
    expect(gpcNeedsApplying("declined", true)).toBe(false);
    expect(gpcNeedsApplying(null, false)).toBe(false);
  });
});

describe("gpcRequested", () => {
  it("is true only for Sec-GPC: 1", () => {
    expect(gpcRequested(new Headers({ "Sec-GPC": "1" }))).toBe(true);
    expect(gpcRequested(new Headers({ "sec-gpc": " 1 " }))).toBe(true);
    expect(gpcRequested(new Headers({ "Sec-GPC": "0" }))).toBe(false);
    expect(gpcRequested(new Headers())).toBe(false);
  });
});

describe("consent record body", () => {
  const ok = {
    choice: "accept",
    policyVersion: V,
    consentId: "0123456789abcdef0123456789abcdef",
  };
  it("accepts the three choices under the current version", () => {
    for (const choice of ["accept", "decline", "gpc"])
      expect(consentRecordSchema.safeParse({ ...ok, choice }).success).toBe(
        true,
      );
  });
  it("refuses another version, a malformed id, other choices and extra fields", () => {
    for (const bad of [
      { ...ok, policyVersion: "2020-01-01" },
      { ...ok, consentId: "not-hex" },
      { ...ok, consentId: "0123456789ABCDEF0123456789ABCDEF" },
      { ...ok, choice: "accepted" },
      { ...ok, ip: "203.0.113.1" },
      { choice: "accept", policyVersion: V },
    ])
      expect(consentRecordSchema.safeParse(bad).success).toBe(false);
  });
});
