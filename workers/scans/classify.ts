import { isBotUserAgent } from "../bot-user-agent";

/**
 * Who is behind a scan: a person, or one of the automated visits that must
 * never count as a scan or a unique visitor. Pure, so tests/unit covers it.
 */
export type BotReason = "head" | "prefetch" | "crawler" | "no-user-agent";

export interface RequestTraits {
  method: string;
  userAgent: string | null;
  /** Sec-Purpose (Chromium, Firefox) or the older Purpose header. */
  secPurpose: string | null;
  purpose: string | null;
}

/** null for a person; otherwise why the visit is counted as a bot. */
export function botReason(traits: RequestTraits): BotReason | null {
  // HEAD is a link checker or a preview probe: a person's browser sends GET.
  if (traits.method === "HEAD") return "head";
  const purpose = `${traits.secPurpose ?? ""};${traits.purpose ?? ""}`;
  // Speculative loads ("prefetch", "prefetch;prerender") may never be seen.
  if (/\bprefetch\b|\bprerender\b/i.test(purpose)) return "prefetch";
  const ua = (traits.userAgent ?? "").trim();
  // Every browser sends a user agent; its absence marks a script.
  if (!ua) return "no-user-agent";
  // Crawlers and link previews (Slack, WhatsApp, iMessage, facebookexternalhit…).
  if (isBotUserAgent(ua)) return "crawler";
  return null;
}

export function traitsOf(request: Request): RequestTraits {
  return {
    method: request.method,
    userAgent: request.headers.get("user-agent"),
    secPurpose: request.headers.get("sec-purpose"),
    purpose: request.headers.get("purpose"),
  };
}
