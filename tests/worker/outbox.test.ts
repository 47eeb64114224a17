import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REQUIRED_DISCLOSURE_TEXT } from "../support/spec-texts";
import { bindingSender } from "../../workers/email/binding-sender";
import { httpSender } from "../../workers/email/http-sender";
import { buildRawMessage } from "../../workers/email/mime";
import {
  backoffMs,
  BASE_BACKOFF_MS,
  deliverDueMessages,
  MAX_ATTEMPTS,
} from "#app/lib/db/outbox.server.ts";
import { outgoingEmail } from "#app/lib/email/outgoing.ts";
import type { EmailSender, OutgoingEmail } from "#app/lib/email/types.ts";
import { scheduled } from "../../workers/scheduled";
import { mintIssuer, one } from "./admin-helpers";

const MINUTE = 60_000;

interface Row {
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

async function outboxFor(code: string) {
  return one<Row & { id: string }>(
    "SELECT id, status, attempts, next_attempt_at, last_error, sent_at FROM email_outbox WHERE trust_code = ?1",
    code,
  );
}

/** Fails the first `failures` sends to each recipient in `targets`, then succeeds. */
function flakySender(targets: Set<string>, failures: number) {
  const tries = new Map<string, number>();
  const sent: OutgoingEmail[] = [];
  const sender: EmailSender = {
    name: "fake",
    async send(email) {
      if (!targets.has(email.to)) throw new Error("not this test's message");
      const n = (tries.get(email.to) ?? 0) + 1;
      tries.set(email.to, n);
      if (n <= failures) throw new Error(`provider down (${n})`);
      sent.push(email);
    },
  };
  return { sender, sent, tries };
}

afterEach(() => vi.restoreAllMocks());

describe("outbox delivery with backoff", () => {
  it("retries a failing message on the backoff schedule, then marks it sent", async () => {
    const email = "retry-then-ok@example.com";
    const code = await mintIssuer(email);
    const { id } = await outboxFor(code);
    const { sender, sent } = flakySender(new Set([email]), 2);
    const t0 = new Date(Date.now() + 1000);

    await deliverDueMessages(sender, { now: t0 });
    let row = await outboxFor(code);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "provider down (1)",
    });
    expect(row.next_attempt_at).toBe(
      new Date(t0.getTime() + BASE_BACKOFF_MS).toISOString(),
    );

    // Not due yet: nothing is tried.
    await deliverDueMessages(sender, {
      now: new Date(t0.getTime() + 4 * MINUTE),
    });
    expect((await outboxFor(code)).attempts).toBe(1);

    const t1 = new Date(t0.getTime() + 5 * MINUTE);
    await deliverDueMessages(sender, { now: t1 });
    row = await outboxFor(code);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.next_attempt_at).toBe(
      new Date(t1.getTime() + 10 * MINUTE).toISOString(),
    );

    const t2 = new Date(t1.getTime() + 10 * MINUTE);
    await deliverDueMessages(sender, { now: t2 });
    row = await outboxFor(code);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 3,
      next_attempt_at: null,
      last_error: null,
      sent_at: t2.toISOString(),
    });

    // The schedule is recorded attempt by attempt.
    const log = await env.DB.prepare(
      "SELECT attempt, ok, next_attempt_at FROM email_attempts WHERE outbox_id = ?1 ORDER BY attempt",
    )
      .bind(id)
      .all();
    expect(log.results).toEqual([
      {
        attempt: 1,
        ok: 0,
        next_attempt_at: new Date(t0.getTime() + 5 * MINUTE).toISOString(),
      },
      {
        attempt: 2,
        ok: 0,
        next_attempt_at: new Date(t1.getTime() + 10 * MINUTE).toISOString(),
      },
      { attempt: 3, ok: 1, next_attempt_at: null },
    ]);

    // What went out: the code, its QR and the Required disclosure.
    const message = sent[0]!;
    expect(message.text).toContain(code);
    expect(message.text).toContain(REQUIRED_DISCLOSURE_TEXT);
    expect(message.text).toMatch(new RegExp(`https://[^\\s]+/c/${code}`));
    expect(message.attachments[0]).toMatchObject({
      filename: `${code}.gif`,
      contentType: "image/gif",
    });
    expect(message.attachments[0]!.base64.length).toBeGreaterThan(100);
  });

  it("gives up after MAX_ATTEMPTS and marks the message failed", async () => {
    const email = "always-fails@example.com";
    const code = await mintIssuer(email);
    const { sender } = flakySender(new Set([email]), Infinity);
    let now = new Date(Date.now() + 1000);
    const delays: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverDueMessages(sender, { now });
      const row = await outboxFor(code);
      expect(row.attempts).toBe(i + 1);
      if (row.next_attempt_at) {
        const next = new Date(row.next_attempt_at);
        delays.push((next.getTime() - now.getTime()) / MINUTE);
        now = next;
      }
    }
    expect(delays).toEqual([5, 10, 20, 40, 80]);
    expect(delays.map((d, i) => backoffMs(i + 1) / MINUTE)).toEqual(delays);
    expect(await outboxFor(code)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      next_attempt_at: null,
    });

    // A failed message is not retried by the cron any more.
    await deliverDueMessages(sender, {
      now: new Date(now.getTime() + 24 * 60 * MINUTE),
    });
    expect((await outboxFor(code)).attempts).toBe(MAX_ATTEMPTS);
  });

  it("with no sender configured, the cron leaves messages pending", async () => {
    const code = await mintIssuer("stays-pending@example.com");
    const waits: Promise<unknown>[] = [];
    await scheduled(
      {
        cron: "*/5 * * * *",
        scheduledTime: Date.now(),
        noRetry() {},
      } as ScheduledController,
      {
        ...env,
        EMAIL: undefined,
        EMAIL_API_URL: undefined,
        EMAIL_API_KEY: undefined,
      } as Env,
      {
        waitUntil: (p: Promise<unknown>) => waits.push(p),
        passThroughOnException() {},
      } as unknown as ExecutionContext,
    );
    await Promise.all(waits);
    expect(await outboxFor(code)).toMatchObject({
      status: "pending",
      attempts: 0,
    });
  });
});

describe("senders", () => {
  const email: OutgoingEmail = {
    from: "Nirvana <codes@nirvana.example>",
    to: "jane@example.com",
    subject: "Your Nirvana Trust Code NIR-ABCDEF",
    text: "Your code is NIR-ABCDEF.\nÜmlaut test.",
    attachments: [
      {
        filename: "NIR-ABCDEF.gif",
        contentType: "image/gif",
        base64: "R0lGODlhAQABAAAAACw=",
      },
    ],
  };

  it("builds an RFC 5322 message with the text and the QR attached", () => {
    const raw = buildRawMessage(email, {
      date: new Date("2026-08-01T10:00:00Z"),
      messageId: "m-1",
    });
    const [head] = raw.split("\r\n\r\n");
    expect(head).toContain("From: Nirvana <codes@nirvana.example>");
    expect(head).toContain("To: jane@example.com");
    expect(head).toContain("Subject: Your Nirvana Trust Code NIR-ABCDEF");
    expect(head).toContain("Date: Sat, 01 Aug 2026 10:00:00 +0000");
    expect(head).toContain("Message-ID: <m-1@nirvana.example>");
    expect(head).toContain("MIME-Version: 1.0");
    expect(raw).toContain(
      'Content-Disposition: inline; filename="NIR-ABCDEF.gif"',
    );
    const textPart = raw
      .split(
        'Content-Type: text/plain; charset="UTF-8"\r\nContent-Transfer-Encoding: base64\r\n\r\n',
      )[1]!
      .split("\r\n--")[0]!;
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(textPart.replace(/\r\n/g, "")), (c) =>
        c.charCodeAt(0),
      ),
    );
    expect(decoded).toBe(email.text);
  });

  it("keeps header injection out of the message", () => {
    const raw = buildRawMessage({
      ...email,
      subject: "Hi\r\nBcc: evil@example.com",
      attachments: [],
    });
    expect(raw).not.toMatch(/^Bcc:/m);
  });

  it("the binding sender hands a raw message to send_email", async () => {
    const seen: { from: string; to: string }[] = [];
    const binding = {
      send: async (m: { from: string; to: string }) =>
        void seen.push({ from: m.from, to: m.to }),
    };
    await bindingSender(binding as unknown as SendEmail).send(email);
    expect(seen).toEqual([
      { from: "codes@nirvana.example", to: "jane@example.com" },
    ]);
  });

  it("the HTTP sender posts JSON with the bearer key and fails on a non-2xx answer", async () => {
    const calls: Request[] = [];
    let status = 200;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push(new Request(input as string, init));
      return new Response("{}", { status });
    });
    const sender = httpSender("https://mail.example/send", "key-123");
    await sender.send(email);
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer key-123");
    expect(await calls[0]!.json()).toMatchObject({
      to: "jane@example.com",
      subject: email.subject,
      text: email.text,
    });
    status = 503;
    await expect(sender.send(email)).rejects.toThrow(/503/);
  });

  it("attaches the QR of the link written in the message", () => {
    const out = outgoingEmail(
      {
        id: "x",
        recipient: "a@example.com",
        subject: "s",
        body_text: "Link: https://staging.nirvana.example/c/NIR-ZZZZZZ\n",
        trust_code: "NIR-ZZZZZZ",
        attempts: 0,
      },
      "codes@nirvana.example",
    );
    expect(out.attachments).toHaveLength(1);
    expect(out.attachments[0]!.base64).toMatch(/^R0lGOD/);
  });
});
