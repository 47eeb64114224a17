import { APPLIED_CODE_KEY } from "./brand";
import { postJson } from "./api-client";
import { storage } from "./storage";
import { normaliseTrustCode } from "./trust-code";

/** Parameters the worker has already turned into cookies (docs/attribution.md). */
export const CAPTURE_PARAMS = [
  "code",
  "trustcode",
  "charity",
  "source",
  "campaign",
] as const;

/** The address without the capture parameters, or null when none were there. */
export function strippedAddress(href: string): string | null {
  const url = new URL(href);
  if (!CAPTURE_PARAMS.some((p) => url.searchParams.has(p))) return null;
  for (const p of CAPTURE_PARAMS) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes the capture parameters from the address bar, without a reload. */
export function stripCaptureParams(): void {
  const next = strippedAddress(window.location.href);
  if (next !== null)
    window.history.replaceState(window.history.state, "", next);
}

/**
 * On "/", a valid code in the address is sent once to the apply endpoint;
 * success is remembered so it is never sent again; errors are ignored.
 */
export async function applyCodeFromAddress(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const raw =
    params.get("code") ?? params.get("trustcode") ?? params.get("charity");
  const code = normaliseTrustCode(raw);
  if (!code || storage.get(APPLIED_CODE_KEY)) return;
  try {
    const body = await postJson<{ success?: boolean }>(
      "/contact/apply-trust-code",
      { code },
    );
    if (body?.success) storage.set(APPLIED_CODE_KEY, code);
  } catch {
    // Errors are ignored: the cookie still carries the code (docs/attribution.md).
  }
}
