/**
 * Campaign names (docs/my-trust-code.md, "Campaigns"): what `?campaign=` on
 * a scan counts as, and which names the page makes a campaign QR for. Pure.
 */

/** Letters a-z, digits and "-", at most 32: safe in a URL, a cookie and a file name. */
export const CAMPAIGN_NAME = /^[a-z0-9-]{1,32}$/;
export const CAMPAIGN_NAME_MAX = 32;

/** Where every campaign value outside the rule is counted. */
export const OTHER_CAMPAIGN = "(other)";

/** A name the page makes a QR for: lower-cased and trimmed first, then the rule. */
export function campaignName(raw: string | null | undefined): string | null {
  const name = (raw ?? "").trim().toLowerCase();
  return CAMPAIGN_NAME.test(name) ? name : null;
}

/**
 * A scan's campaign: none when absent or blank, the lower-cased name when it
 * keeps the rule, `(other)` for anything else.
 */
export function scanCampaign(raw: string | null | undefined): string | null {
  if (!raw || !raw.trim()) return null;
  return campaignName(raw) ?? OTHER_CAMPAIGN;
}

/** A stored campaign value (cookie, billing custom_data) read back the same way. */
export function storedCampaign(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  return raw === OTHER_CAMPAIGN ? OTHER_CAMPAIGN : scanCampaign(raw);
}
