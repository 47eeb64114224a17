/**
 * Attribution: a Trust Code read from an address becomes cookies that credit
 * the code's owner. Pure functions; cookie names, lifetimes and writing live
 * in app/lib/platform/cookies.ts.
 */
import { codeParam, normaliseTrustCode } from "#app/lib/trust-codes/index.ts";
import {
  carriesTrackingCookie,
  COOKIE,
  COOKIE_MAX_AGE_S,
  consentFrom,
  readCookie,
  serializeCookie,
  trackingCookieDeletions,
  type CookieOptions,
} from "#app/lib/platform/index.ts";
import { scanCampaign } from "#app/lib/account/index.ts";

const DEFAULT_SOURCE = "qr";
const MAX_TAG_LENGTH = 64;
/** source ends up in cookies and D1: keep it to a safe alphabet. */
const TAG_PATTERN = /^[a-z0-9._~-]+$/;

export interface Capture {
  code: string;
  source: string;
  /** A campaign name, "(other)" for a value outside the rule (app/lib/account/campaign-name.ts), or none. */
  campaign: string | null;
}

/** Lower-cased, trimmed tag; null when empty or outside the safe alphabet. */
function normaliseTag(raw: string | null | undefined): string | null {
  const tag = (raw ?? "").trim().toLowerCase();
  if (!tag || tag.length > MAX_TAG_LENGTH || !TAG_PATTERN.test(tag))
    return null;
  return tag;
}

/** Builds a capture from a raw code and the address's source/campaign. */
export function captureFrom(
  rawCode: string | null | undefined,
  params: URLSearchParams,
): Capture | null {
  const code = normaliseTrustCode(rawCode);
  if (!code) return null;
  return {
    code,
    source: normaliseTag(params.get("source")) ?? DEFAULT_SOURCE,
    campaign: scanCampaign(params.get("campaign")),
  };
}

/** A code carried by `code`, `trustcode` or `charity` in the query, if any. */
export function captureFromQuery(params: URLSearchParams): Capture | null {
  const raw = codeParam(params);
  return raw === null ? null : captureFrom(raw, params);
}

const UUID_V4 =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface AttributionInput {
  capture: Capture;
  cookieHeader: string | null;
  secure: boolean;
  domain?: string;
  /** The request carries `Sec-GPC: 1` (gpcRequested): treated as a Decline. */
  gpc?: boolean;
  newId?: () => string;
}

/**
 * What a refusing request (a stored Decline, or `Sec-GPC: 1`) gets besides
 * the code: the deletion of any tracking cookie it still carries, as Decline
 * does in the browser; nothing for anyone else (docs/consent.md).
 */
export function refusalCookies(
  cookieHeader: string | null,
  gpc: boolean,
  domain: string | undefined,
): string[] {
  const refused = gpc || consentFrom(cookieHeader) === "declined";
  return refused && carriesTrackingCookie(cookieHeader)
    ? trackingCookieDeletions(domain)
    : [];
}

/**
 * The Set-Cookie values for a capture. A declined consent or a GPC signal
 * keeps only the code (the discount the visitor asked for) and deletes any
 * tracking cookie left over; nir_sid is created only when absent.
 */
export function attributionCookies(input: AttributionInput): string[] {
  const { capture, cookieHeader, secure, domain, gpc = false } = input;
  const opts: CookieOptions = {
    maxAge: COOKIE_MAX_AGE_S.attribution,
    secure,
    domain,
  };
  const cookies = [serializeCookie(COOKIE.code, capture.code, opts)];
  if (gpc || consentFrom(cookieHeader) === "declined")
    return [...cookies, ...refusalCookies(cookieHeader, gpc, domain)];
  cookies.push(serializeCookie(COOKIE.source, capture.source, opts));
  if (capture.campaign)
    cookies.push(serializeCookie(COOKIE.campaign, capture.campaign, opts));
  const sid = readCookie(cookieHeader, COOKIE.sid);
  if (!sid || !UUID_V4.test(sid)) {
    const id = (input.newId ?? (() => crypto.randomUUID()))();
    cookies.push(serializeCookie(COOKIE.sid, id, opts));
  }
  return cookies;
}
