import { MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY } from "#app/lib/policies.ts";
import { addHash, emptySketch } from "#app/lib/scans/hll.ts";
import type {
  BreakdownDelta,
  CodeDayDelta,
  UnknownDelta,
} from "#app/lib/db/scans.server.ts";
import { SCAN_SURFACES, utcDay, type ScanEvent } from "./events";

/**
 * Folds a batch of events into the deltas the consumer adds to D1: counts per
 * day x code x surface x source x campaign x country, per day x code (with
 * the visitor sketch), and per day for codes that do not exist. Pure.
 */
export interface Folded {
  breakdown: BreakdownDelta[];
  codeDays: CodeDayDelta[];
  unknown: UnknownDelta[];
}

/** Breakdown rows past the per-code-day cap land here, so odd tags cannot grow storage. */
export const OVERFLOW_TAG = "other";

export interface FoldContext {
  /** Codes that exist (any status); others go to the unknown-code count. */
  knownCodes: ReadonlySet<string>;
  /** Breakdown rows already stored per `${day} ${code}`. */
  storedRows: ReadonlyMap<string, number>;
}

export function foldEvents(events: ScanEvent[], ctx: FoldContext): Folded {
  const breakdown = new Map<string, BreakdownDelta>();
  const codeDays = new Map<string, CodeDayDelta>();
  const unknown = new Map<string, UnknownDelta>();
  const newRows = new Map<string, number>();

  for (const e of events) {
    const day = utcDay(e.at);
    const isBot = e.bot !== null;
    if (!ctx.knownCodes.has(e.code)) {
      const u = unknown.get(day) ?? { day, events: 0, botEvents: 0 };
      u.events++;
      if (isBot) u.botEvents++;
      unknown.set(day, u);
      continue;
    }

    const dayKey = `${day} ${e.code}`;
    const cd = codeDays.get(dayKey) ?? {
      day,
      code: e.code,
      scans: 0,
      botEvents: 0,
      sketch: null,
    };
    if (isBot) cd.botEvents++;
    else {
      cd.scans++;
      if (e.visitor) addHash((cd.sketch ??= emptySketch()), e.visitor);
    }
    codeDays.set(dayKey, cd);

    let row = {
      source: e.source,
      campaign: e.campaign ?? "",
      country: e.country ?? "",
    };
    let key = [dayKey, e.surface, row.source, row.campaign, row.country].join(
      " ",
    );
    if (!breakdown.has(key)) {
      const rows =
        (ctx.storedRows.get(dayKey) ?? 0) + (newRows.get(dayKey) ?? 0);
      if (rows >= MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY) {
        row = { source: OVERFLOW_TAG, campaign: "", country: "" };
        key = [dayKey, e.surface, OVERFLOW_TAG, "", ""].join(" ");
      }
      if (!breakdown.has(key))
        newRows.set(dayKey, (newRows.get(dayKey) ?? 0) + 1);
    }
    const b = breakdown.get(key) ?? {
      day,
      code: e.code,
      surface: e.surface,
      ...row,
      scans: 0,
      botEvents: 0,
    };
    if (isBot) b.botEvents++;
    else b.scans++;
    breakdown.set(key, b);
  }
  return {
    breakdown: [...breakdown.values()],
    codeDays: [...codeDays.values()],
    unknown: [...unknown.values()],
  };
}

const HEX16 = /^[0-9a-f]{16}$/;
const EVENT_ID = /^[0-9a-f]{28}$/;
const TAG = /^[a-z0-9._~-]{1,64}$/;
const CODE = /^[A-Z0-9][A-Z0-9-]{2,63}$/;
const BOTS = new Set(["head", "prefetch", "crawler", "no-user-agent"]);

/** A queue body the consumer can trust, or null (logged and dropped: retrying cannot fix it). */
export function parseScanEvent(body: unknown): ScanEvent | null {
  if (!body || typeof body !== "object") return null;
  const e = body as Record<string, unknown>;
  const ok =
    typeof e.id === "string" &&
    EVENT_ID.test(e.id) &&
    typeof e.at === "number" &&
    Number.isFinite(e.at) &&
    typeof e.code === "string" &&
    CODE.test(e.code) &&
    (SCAN_SURFACES as readonly unknown[]).includes(e.surface) &&
    typeof e.source === "string" &&
    TAG.test(e.source) &&
    (e.campaign === null ||
      (typeof e.campaign === "string" && TAG.test(e.campaign))) &&
    (e.country === null ||
      (typeof e.country === "string" && /^[A-Z0-9]{2}$/.test(e.country))) &&
    (e.bot === null || BOTS.has(e.bot as string)) &&
    (e.visitor === null ||
      (typeof e.visitor === "string" && HEX16.test(e.visitor)));
  return ok ? (e as unknown as ScanEvent) : null;
}
