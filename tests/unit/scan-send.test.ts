import { describe, expect, it } from "vitest";
import {
  eventId,
  MAX_SEND_BATCH,
  sendScanEvent,
  type ScanEvent,
} from "../../workers/scans/events";

const event = (i: number): ScanEvent => ({
  id: eventId(Date.now() + i),
  at: Date.now(),
  code: "SEND-1",
  surface: "qr",
  source: "qr",
  campaign: `c${i}`,
  country: null,
  bot: null,
  visitor: null,
});

/** A queue binding that records each sendBatch and settles it on the next tick. */
function fakeQueue(fail = () => false) {
  const sends: ScanEvent[][] = [];
  const queue = {
    async sendBatch(messages: { body: ScanEvent }[]) {
      await new Promise((r) => setTimeout(r, 5));
      if (fail()) throw new Error("Too Many Requests");
      sends.push(messages.map((m) => m.body));
    },
  } as unknown as Queue<ScanEvent>;
  return { queue, sends };
}

describe("scan event producer (group commit)", () => {
  it("sends a lone event at once, and a burst in a few batches of at most 100", async () => {
    const lone = fakeQueue();
    await sendScanEvent(lone.queue, event(0));
    expect(lone.sends).toHaveLength(1);

    const burst = fakeQueue();
    const events = Array.from({ length: 250 }, (_, i) => event(i));
    await Promise.all(events.map((e) => sendScanEvent(burst.queue, e)));
    // Each event acknowledged exactly once, in few sends.
    const sent = burst.sends.flat();
    expect(sent.map((e) => e.id).sort()).toEqual(
      events.map((e) => e.id).sort(),
    );
    expect(burst.sends.length).toBeLessThanOrEqual(4);
    expect(Math.max(...burst.sends.map((s) => s.length))).toBeLessThanOrEqual(
      MAX_SEND_BATCH,
    );
  });

  it("rejects every event of a failed send, and only those", async () => {
    let calls = 0;
    const { queue, sends } = fakeQueue(() => ++calls === 1);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => sendScanEvent(queue, event(i))),
    );
    const rejected = results.filter((r) => r.status === "rejected").length;
    // The first send carried only the first event; the rest went in the next.
    expect(rejected).toBe(1);
    expect(sends.flat()).toHaveLength(29);
  });
});
