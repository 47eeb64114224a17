/**
 * The pre-React path: reading a Trust Code from an address and turning it
 * into attribution cookies. Pure functions, unit-tested rule by rule against
 * docs/attribution.md.
 */
import { normaliseTrustCode } from "../app/lib/trust-code";
import {
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_MAX_AGE_S,
} from "../app/lib/policies";

export const COOKIE = {
  code: "nir_trust_code",
  source: "nir_source",
  campaign: "nir_campaign",
  sid: "nir_sid",
  consent: "nir_cookie_consent",
} as const;

export const DEFAULT_SOURCE = "qr";
/** Query parameters that may carry a code (docs/attribution.md). */
export const CODE_PARAMS = ["code", "trustcode", "charity"] as const;
const MAX_TAG_LENGTH = 64;
/** source/campaign end up in cookies and D1: keep them to a safe alphabet. */
const TAG_PATTERN = /^[a-z0-9._~-]+$/;

export interface Capture {
  code: string;
  source: string;
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
    campaign: normaliseTag(params.get("campaign")),
  };
}

/** A code carried by `code`, `trustcode` or `charity` in the query, if any. */
export function captureFromQuery(params: URLSearchParams): Capture | null {
  for (const name of CODE_PARAMS) {
    const value = params.get(name);
    if (value !== null) return captureFrom(value, params);
  }
  return null;
}

/** True when the query names a code parameter at all (valid or not). */
export function hasCodeParam(params: URLSearchParams): boolean {
  return CODE_PARAMS.some((name) => params.has(name));
}

/**
 * Suffixes under which anyone can register a host: a cookie scoped to one of
 * them would be shared with strangers. https://publicsuffix.org/
 */
const PUBLIC_SUFFIXES = new Set([
  "workers.dev",
  "pages.dev",
  "vercel.app",
  "netlify.app",
  "github.io",
  "herokuapp.com",
  "appspot.com",
  "co.uk",
  "org.uk",
  "com.au",
  "co.jp",
  "com.br",
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The Domain attribute for a host, or undefined for a host-only cookie.
 * `allowed` lists exact hosts ("nirvana.example") and wildcards
 * ("*.dev.nirvana.example"); a match widens to the listed parent domain.
 */
export function cookieDomainFor(
  host: string,
  allowed: readonly string[],
): string | undefined {
  const h = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (
    !h ||
    h === "localhost" ||
    h.endsWith(".localhost") ||
    IPV4.test(h) ||
    h.includes(":")
  ) {
    return undefined;
  }
  let best: string | undefined;
  for (const entry of allowed) {
    const pattern = entry.trim().toLowerCase();
    if (!pattern) continue;
    const parent = pattern.startsWith("*.") ? pattern.slice(2) : pattern;
    const matches = pattern.startsWith("*.")
      ? h.endsWith(`.${parent}`)
      : h === parent;
    if (matches && (!best || parent.length > best.length)) best = parent;
  }
  if (!best || !best.includes(".") || PUBLIC_SUFFIXES.has(best))
    return undefined;
  return best;
}

export interface CookieOptions {
  maxAge: number;
  secure: boolean;
  domain?: string;
  httpOnly?: boolean;
}

/** One Set-Cookie value: Path=/, SameSite=Lax, Secure on https (docs/attribution.md). */
export function serializeCookie(
  name: string,
  value: string,
  o: CookieOptions,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${o.maxAge}`,
    "SameSite=Lax",
  ];
  if (o.domain) parts.push(`Domain=${o.domain}`);
  if (o.secure) parts.push("Secure");
  if (o.httpOnly) parts.push("HttpOnly");
  return parts.join("; ");
}

/** Reads one cookie from a Cookie header; undefined when absent or malformed. */
export function readCookie(
  header: string | null,
  name: string,
): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export type Consent = "accepted" | "declined" | undefined;

export function consentFrom(cookieHeader: string | null): Consent {
  const v = readCookie(cookieHeader, COOKIE.consent);
  return v === "accepted" || v === "declined" ? v : undefined;
}

const UUID_V4 =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface AttributionInput {
  capture: Capture;
  cookieHeader: string | null;
  secure: boolean;
  domain?: string;
  newId?: () => string;
}

/**
 * The Set-Cookie values for a capture. A declined consent keeps only the code
 * (the discount the visitor asked for); nir_sid is created only when absent.
 */
export function attributionCookies(input: AttributionInput): string[] {
  const { capture, cookieHeader, secure, domain } = input;
  const opts: CookieOptions = {
    maxAge: ATTRIBUTION_COOKIE_MAX_AGE_S,
    secure,
    domain,
  };
  const cookies = [serializeCookie(COOKIE.code, capture.code, opts)];
  if (consentFrom(cookieHeader) === "declined") return cookies;
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

/** The consent cookie the banner writes, mirrored here so both agree. */
export function consentCookie(
  choice: "accepted" | "declined",
  secure: boolean,
): string {
  return serializeCookie(COOKIE.consent, choice, {
    maxAge: CONSENT_COOKIE_MAX_AGE_S,
    secure,
  });
}
