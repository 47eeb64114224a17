/** 256 random bits, base64url: a report link nobody can guess or enumerate. */
export function newReportToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Tokens are exactly what newReportToken makes; anything else is refused unread. */
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
