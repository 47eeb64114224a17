import { describe, expect, it } from "vitest";
import {
  eventId,
  MAX_SEND_BATCH,
  publishScan,
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

  it("reads nothing of the request until the response has been handed back", async () => {
    const reads: string[] = [];
    const headers = new Headers({
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    const request = {
      method: "GET",
      headers: { get: (name: string) => (reads.push(name), headers.get(name)) },
      cf: { country: "GB" },
    } as unknown as Request;
    const { queue, sends } = fakeQueue();
    const env = { SCAN_EVENTS: queue } as unknown as Env;
    const pending = publishScan(
      env,
      request,
      { code: "SEND-2", source: "qr", campaign: null },
      "qr",
    );
    // The redirect returns its Response right after this call: no work yet.
    expect(reads).toEqual([]);
    await pending;
    expect(reads).toContain("user-agent");
    expect(sends.flat()).toMatchObject([
      { code: "SEND-2", bot: null, country: "GB" },
    ]);
  });
});
