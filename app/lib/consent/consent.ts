import { BRAND } from "#app/lib/brand.ts";
import {
  consentCookie,
  trackingCookieDeletions,
  type StoredChoice,
} from "#app/lib/platform/index.ts";

/** Local storage copy of the choice, stored like the cookie ("accepted.<policy version>"). */
export const CONSENT_STORAGE_KEY = `${BRAND.slug}_cookie_consent`;
/** The older cookies-accepted flag, value "1": still written on Accept, no longer an answer alone. */
export const COOKIES_ACCEPTED_KEY = "cookiesAccepted";
/** The random per-browser id whose keyed hash identifies this browser's consent records. */
export const CONSENT_ID_STORAGE_KEY = `${BRAND.slug}_consent_id`;

/**
 * The cookie writes that record a choice. Declining (or a GPC signal) also
 * deletes the tracking cookies, under `cookieDomain` too: the domain the
 * worker widened them to, which the worker writes into each page's visitor
 * block (app/lib/consent/visitor-state.ts; never guessed in the browser).
 */
export function consentCookieWrites(
  choice: StoredChoice,
  secure: boolean,
  cookieDomain: string | null,
): string[] {
  const writes = [consentCookie(choice, secure)];
  if (choice !== "accepted")
    writes.push(...trackingCookieDeletions(cookieDomain ?? undefined));
  return writes;
}

/** What the banner shows: the question, the GPC notice, or nothing. */
export type BannerMode = "ask" | "gpc" | null;

/**
 * Whether a GPC signal still has to be applied and recorded: only when no
 * refusal is stored under the current policy version (once per browser and
 * version), since a Decline the visitor clicked already says the same.
 */
export function gpcNeedsApplying(
  stored: StoredChoice | null,
  gpc: boolean,
): boolean {
  return gpc && stored !== "declined" && stored !== "gpc";
}

/**
 * The banner on a page load, from the choice stored under the current policy
 * version (null when none, or made under an older version) and the GPC
 * signal. A GPC-made choice is asked about again once the signal is off: it
 * was the browser's answer, not the visitor's.
 */
export function bannerMode(
  stored: StoredChoice | null,
  gpc: boolean,
): BannerMode {
  if (gpcNeedsApplying(stored, gpc)) return "gpc";
  if (gpc) return null;
  return stored === null || stored === "gpc" ? "ask" : null;
}

/** A consent id: 128 random bits as hex, made in the browser (app/lib/consent/consent-record.ts). */
export const CONSENT_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The choices the consent API records (docs/api.md). */
export const API_CHOICES = ["accept", "decline", "gpc"] as const;

/** A stored choice as the consent API names it. */
export const API_CHOICE = {
  accepted: "accept",
  declined: "decline",
  gpc: "gpc",
} as const satisfies Record<StoredChoice, (typeof API_CHOICES)[number]>;
