import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../workers/middleware/security-headers";
import { observatoryScore } from "../support/observatory";

describe("observatory scorer", () => {
  it("fails a bare response", () => {
    const r = observatoryScore({});
    expect(r.score).toBeLessThan(50);
    expect(r.results["content-security-policy"].result).toBe(
      "csp-not-implemented",
    );
  });
  it("penalises unsafe-inline scripts without a nonce", () => {
    const r = observatoryScore({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'unsafe-inline'",
    });
    expect(r.results["content-security-policy"].modifier).toBe(-20);
  });
  it("scores the site's CSP as strict", () => {
    const r = observatoryScore({
      "content-security-policy": contentSecurityPolicy("abc"),
    });
    expect(
      r.results["content-security-policy"].modifier,
    ).toBeGreaterThanOrEqual(0);
  });
});
