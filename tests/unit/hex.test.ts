import { describe, expect, it } from "vitest";
import { hmacHex, randomHex, sha256Hex, toHex } from "#app/lib/platform/hex.ts";

/** Known-answer vectors from the standards, so a wrong encoding cannot pass. */
describe("hex helpers", () => {
  it("spells bytes as two lower-case digits each", () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe(
      "00010f10abff",
    );
  });

  it("HMAC-SHA256 matches RFC 4231 test case 2", async () => {
    expect(await hmacHex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("SHA-256 matches FIPS 180-2's 'abc'", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("draws the asked number of random bytes", () => {
    expect(randomHex(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomHex(16)).not.toBe(randomHex(16));
  });
});
