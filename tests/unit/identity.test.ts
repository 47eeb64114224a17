import { describe, expect, it } from "vitest";
import {
  emailDomain,
  normaliseEmail,
} from "#app/lib/identity/normalise-email.ts";
import {
  DEV_SUPPRESSION_KEY,
  suppressionHash,
} from "#app/lib/identity/suppression-key.ts";
import {
  hashToken,
  isTokenShaped,
  newToken,
} from "#app/lib/identity/tokens.ts";
import {
  isSanctionedResidence,
  SANCTIONED_JURISDICTIONS,
} from "#app/lib/compliance/sanctions.ts";

describe("normaliseEmail", () => {
  it.each([
    ["Jane@Example.com", "jane@example.com"],
    [" jane@example.com ", "jane@example.com"],
    ["jane+news@example.com", "jane@example.com"],
    ["Jane+a+b@Example.COM", "jane@example.com"],
    ["j.a.n.e@example.com", "j.a.n.e@example.com"],
    ["J.A.N.E+x@gmail.com", "jane@gmail.com"],
    ["jane@googlemail.com", "jane@gmail.com"],
    ["ja.ne+tag@GoogleMail.com", "jane@gmail.com"],
    ["+jane@example.com", "+jane@example.com"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it("folds every Gmail variant of one mailbox to one key", () => {
    const keys = new Set(
      [
        "a.b.c@gmail.com",
        "abc@googlemail.com",
        "ABC+promo@gmail.com",
        "a.bc+x@googlemail.com",
      ].map(normaliseEmail),
    );
    expect([...keys]).toEqual(["abc@gmail.com"]);
  });

  it("gives the normalised domain", () => {
    expect(emailDomain("x@GoogleMail.com")).toBe("gmail.com");
    expect(emailDomain("x+y@Sub.Example.org")).toBe("sub.example.org");
  });
});

describe("one-time tokens", () => {
  it("are 256 random bits in base64url, different every time", () => {
    const a = newToken();
    const b = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(isTokenShaped(a)).toBe(true);
    expect(isTokenShaped(`${a}x`)).toBe(false);
    expect(isTokenShaped("short")).toBe(false);
  });

  it("are stored as SHA-256, never as themselves", async () => {
    const token = newToken();
    const hash = await hashToken(token);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toBe(token);
    expect(await hashToken(token)).toBe(hash);
    // Known vector: SHA-256("abc") in base64url.
    expect(await hashToken("abc")).toBe(
      "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0",
    );
  });
});

describe("suppression hash", () => {
  it("is an HMAC-SHA256 of the normalised address, keyed with the secret", async () => {
    const a = await suppressionHash("Jane+x@GoogleMail.com", "k1");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await suppressionHash("jane@gmail.com", "k1")).toBe(a);
    expect(await suppressionHash("jane@gmail.com", "k2")).not.toBe(a);
    expect(a).not.toContain("jane");
  });

  it("matches an independent HMAC computation", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", "secret")
      .update("jane@example.com")
      .digest("hex");
    expect(await suppressionHash("JANE@example.com", "secret")).toBe(expected);
  });

  it("falls back to the documented development key when unset", async () => {
    expect(await suppressionHash("a@b.example", undefined)).toBe(
      await suppressionHash("a@b.example", DEV_SUPPRESSION_KEY),
    );
  });
});

describe("sanctioned jurisdictions", () => {
  it("lists Cuba, Iran, North Korea and Syria with its source and date", () => {
    expect([...SANCTIONED_JURISDICTIONS.countries].sort()).toEqual([
      "CU",
      "IR",
      "KP",
      "SY",
    ]);
    expect(SANCTIONED_JURISDICTIONS.source).toMatch(/OFAC/);
    expect(SANCTIONED_JURISDICTIONS.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses those residences and no others", () => {
    for (const c of ["CU", "ir", " KP ", "SY"])
      expect(isSanctionedResidence(c)).toBe(true);
    for (const c of ["GB", "US", "RU", "DE", "KR"])
      expect(isSanctionedResidence(c)).toBe(false);
  });
});
