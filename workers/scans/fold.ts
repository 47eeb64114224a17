import { OTHER_CAMPAIGN, storedCampaign } from "#app/lib/account/index.ts";
import {
  MAX_CAMPAIGNS_PER_CODE_DAY,
  MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY,
} from "#app/lib/policies.ts";
import { addHash, emptySketch } from "#app/lib/scans/index.ts";
import type {
  BreakdownDelta,
  CampaignDayDelta,
  CodeDayDelta,
  UnknownDelta,
} from "#app/lib/db/index.server.ts";
import { SCAN_SURFACES, utcDay, type ScanEvent } from "./events";

/**
 * Folds a batch of events into the deltas the consumer adds to D1: counts per
 * day x code x surface x source x campaign x country, per day x code (with
 * the visitor sketch), and per day for codes that do not exist. Pure.
 */
export interface Folded {
  breakdown: BreakdownDelta[];
  codeDays: CodeDayDelta[];
  /** People's scans and visitor sketches per code, day and campaign (the payee's funnel). */
  campaignDays: CampaignDayDelta[];
  unknown: UnknownDelta[];
}

/** Breakdown rows past the per-code-day cap land here, so odd tags cannot grow storage. */
export const OVERFLOW_TAG = "other";

export interface FoldContext {
  /** Codes that exist (any status); others go to the unknown-code count. */
  knownCodes: ReadonlySet<string>;
  /** Breakdown rows already stored per `${day} ${code}`. */
  storedRows: ReadonlyMap<string, number>;
  /** Campaigns already stored per `${day} ${code}` (scan_campaign_daily). */
  storedCampaigns?: ReadonlyMap<string, ReadonlySet<string>>;
}

export function foldEvents(events: ScanEvent[], ctx: FoldContext): Folded {
  const breakdown = new Map<string, BreakdownDelta>();
  const codeDays = new Map<string, CodeDayDelta>();
  const unknown = new Map<string, UnknownDelta>();
  const newRows = new Map<string, number>();
  const campaignDays = new Map<string, CampaignDayDelta>();
  const newCampaigns = new Map<string, Set<string>>();

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
      const campaign = campaignOf(
        dayKey,
        storedCampaign(e.campaign) ?? "",
        ctx.storedCampaigns?.get(dayKey),
        newCampaigns,
      );
      const ck = `${dayKey} ${campaign}`;
      const c = campaignDays.get(ck) ?? {
        day,
        code: e.code,
        campaign,
        scans: 0,
        sketch: null,
      };
      c.scans++;
      if (e.visitor) addHash((c.sketch ??= emptySketch()), e.visitor);
      campaignDays.set(ck, c);
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
    campaignDays: [...campaignDays.values()],
    unknown: [...unknown.values()],
  };
}

/**
 * The row a person's scan counts in: its campaign, unless the code-day
 * already has MAX_CAMPAIGNS_PER_CODE_DAY named campaigns, when a new name
 * counts as "(other)" (made-up names cannot grow storage). "" and "(other)"
 * are always their own rows.
 */
function campaignOf(
  dayKey: string,
  campaign: string,
  stored: ReadonlySet<string> | undefined,
  added: Map<string, Set<string>>,
): string {
  if (campaign === "" || campaign === OTHER_CAMPAIGN) return campaign;
  const mine = added.get(dayKey) ?? new Set<string>();
  added.set(dayKey, mine);
  if (stored?.has(campaign) || mine.has(campaign)) return campaign;
  const named = [...(stored ?? []), ...mine].filter(
    (c) => c !== "" && c !== OTHER_CAMPAIGN,
  ).length;
  if (named >= MAX_CAMPAIGNS_PER_CODE_DAY) return OTHER_CAMPAIGN;
  mine.add(campaign);
  return campaign;
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
    // A queued event from before the campaign rule may carry any safe tag;
    // the per-campaign count reads it by the rule (storedCampaign).
    (e.campaign === null ||
      e.campaign === OTHER_CAMPAIGN ||
      (typeof e.campaign === "string" && TAG.test(e.campaign))) &&
    (e.country === null ||
      (typeof e.country === "string" && /^[A-Z0-9]{2}$/.test(e.country))) &&
    (e.bot === null || BOTS.has(e.bot as string)) &&
    (e.visitor === null ||
      (typeof e.visitor === "string" && HEX16.test(e.visitor)));
  return ok ? (e as unknown as ScanEvent) : null;
}
