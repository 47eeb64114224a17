import { randomHex } from "#app/lib/platform/index.ts";
import type { Capture } from "../attribution";
import { botReason, traitsOf, type BotReason } from "./classify";
import { DEV_VISITOR_SECRET, visitorHash } from "./visitor";

/**
 * One scan or ?code= page view, as the redirect hands it to the queue. It
 * carries fixed labels and a daily visitor hash only: never the request's
 * path, IP or user agent.
 */
export interface ScanEvent {
  /** 12 hex ms + 16 random hex: the consumer's idempotency key (app/lib/scans/dedup.ts). */
  id: string;
  /** Epoch ms when the request arrived; its UTC day is the aggregate's day. */
  at: number;
  code: string;
  surface: ScanSurface;
  source: string;
  campaign: string | null;
  country: string | null;
  /** Why this visit is a bot, or null for a person. */
  bot: BotReason | null;
  /** 16 hex digits, people only (see workers/scans/visitor.ts). */
  visitor: string | null;
}

/** Where the code arrived: the fixed label stored instead of a path. */
export const SCAN_SURFACES = ["qr", "landing", "page"] as const;
export type ScanSurface = (typeof SCAN_SURFACES)[number];

/** /c/<code> is the QR redirect; "/" the landing page; anything else "page". */
export function surfaceOf(pathname: string): ScanSurface {
  if (pathname === "/") return "landing";
  return "page";
}

/** Time first, then 64 random bits: unique without coordination. */
export function eventId(at: number): string {
  return at.toString(16).padStart(12, "0") + randomHex(8);
}

export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Builds the event: classification and hashing happen here, after the response. */
export async function scanEvent(
  request: Request,
  capture: Capture,
  surface: ScanSurface,
  secret: string | undefined,
  at = Date.now(),
): Promise<ScanEvent> {
  const bot = botReason(traitsOf(request));
  const visitor = bot
    ? null
    : await visitorHash(
        secret || DEV_VISITOR_SECRET,
        utcDay(at),
        request.headers.get("cf-connecting-ip") ?? "",
        request.headers.get("user-agent") ?? "",
      );
  const country = request.cf?.country;
  return {
    id: eventId(at),
    at,
    code: capture.code,
    surface,
    source: capture.source,
    campaign: capture.campaign,
    country: typeof country === "string" ? country.slice(0, 2) : null,
    bot,
    visitor,
  };
}

/** Queues accepts at most 100 messages per sendBatch call. */
export const MAX_SEND_BATCH = 100;

/**
 * How often a request whose event waits for the next send looks again. The
 * events that arrive meanwhile join that send, so a longer wait means fewer,
 * fuller sendBatch calls (each a round trip to Queues): at 200 scans/s about
 * ten events a send instead of two. The visitor's response never waits on it.
 */
const SEND_POLL_MS = 50;

interface Pending {
  event: ScanEvent;
  sent: boolean;
  error: unknown;
}

const waiting: Pending[] = [];
let sending = false;

/**
 * Group commit: an event is sent at once when no send is in flight; events
 * that arrive meanwhile go together in the next sendBatch, sent by whichever
 * of their requests looks first. Every request waits (in its own waitUntil)
 * until the send carrying its event has been acknowledged, so nothing sits in
 * memory unprotected and no timer window exists; under load one send carries
 * many events. A request only ever awaits its own I/O and its own timers:
 * the Workers runtime does not resume a request from another request's I/O.
 */
export async function sendScanEvent(
  queue: Queue<ScanEvent>,
  event: ScanEvent,
): Promise<void> {
  const mine: Pending = { event, sent: false, error: null };
  waiting.push(mine);
  while (!mine.sent && mine.error === null) {
    if (sending) {
      await new Promise((resolve) => setTimeout(resolve, SEND_POLL_MS));
      continue;
    }
    sending = true;
    const group = waiting.splice(0, MAX_SEND_BATCH);
    try {
      await queue.sendBatch(
        group.map((p) => ({ body: p.event, contentType: "json" as const })),
      );
      for (const p of group) p.sent = true;
    } catch (error) {
      for (const p of group) p.error = error ?? "send failed";
    } finally {
      sending = false;
    }
  }
  if (mine.error !== null) throw mine.error;
}

/** A macrotask: lets the runtime send the response before the event is built. */
const afterResponse = () =>
  new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands one event to the queue. Returned for ctx.waitUntil: the response has
 * already gone, and a failed send is logged, never thrown at the visitor.
 */
export async function publishScan(
  env: Env,
  request: Request,
  capture: Capture,
  surface: ScanSurface,
): Promise<void> {
  try {
    // Yield first: classification, ids and the visitor hash then run after
    // the response has been handed back, not before it.
    await afterResponse();
    const event = await scanEvent(
      request,
      capture,
      surface,
      env.SCAN_VISITOR_SECRET,
    );
    await sendScanEvent(env.SCAN_EVENTS, event);
  } catch (error) {
    console.error("scan event not queued", error);
  }
}
