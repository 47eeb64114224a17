import { describe, expect, it, vi } from "vitest";
import {
  MAX_SIGNATURE_H1,
  parseSignatureHeader,
  verifyPaddleSignature,
} from "#app/lib/money/paddle/paddle.ts";
import { paddleSignature, TEST_PADDLE_SECRET } from "../support/paddle-events";

/** Paddle-Signature costs one HMAC per request and carries at most a few h1 (docs/ledger.md). */
const raw = '{"event_id":"evt_1"}';
const ts = 1_800_000_000;
const now = ts * 1000;
const noise = (i: number) => i.toString(16).padStart(64, "0");

describe("Paddle-Signature", () => {
  it("refuses a header with more than a few h1 values, even when one is right", async () => {
    const right = (await paddleSignature(raw, { ts })).split(";h1=")[1]!;
    const many = [
      right,
      ...Array.from({ length: MAX_SIGNATURE_H1 }, (_, i) => noise(i)),
    ];
    const header = `ts=${ts};${many.map((h) => `h1=${h}`).join(";")}`;
    expect(parseSignatureHeader(header)).toBeNull();
    expect(
      await verifyPaddleSignature(raw, header, TEST_PADDLE_SECRET, now),
    ).toBe(false);
  });

  it("computes one HMAC per request however many h1 it carries, and still accepts a rotation", async () => {
    const right = (await paddleSignature(raw, { ts })).split(";h1=")[1]!;
    const header = `ts=${ts};h1=${noise(1)};h1=${noise(2)};h1=${noise(3)};h1=${right}`;
    const sign = vi.spyOn(crypto.subtle, "sign");
    const verify = vi.spyOn(crypto.subtle, "verify");
    expect(
      await verifyPaddleSignature(raw, header, TEST_PADDLE_SECRET, now),
    ).toBe(true);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(verify).not.toHaveBeenCalled();
    sign.mockClear();
    const wrong = `ts=${ts};h1=${noise(1)};h1=${noise(2)};h1=${noise(3)};h1=${noise(4)}`;
    expect(
      await verifyPaddleSignature(raw, wrong, TEST_PADDLE_SECRET, now),
    ).toBe(false);
    expect(sign).toHaveBeenCalledTimes(1);
    sign.mockRestore();
    verify.mockRestore();
  });
});
