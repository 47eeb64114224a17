/**
 * The query parameters a visitor's address may carry a Trust Code in. The
 * worker turns them into cookies; the page then strips them from the address.
 */

/** Parameters that may carry a code, in the order they are read. */
export const CODE_PARAMS = ["code", "trustcode", "charity"] as const;
/** Parameters that tag the visit with where it came from. */
export const TAG_PARAMS = ["source", "campaign"] as const;
const CAPTURE_PARAMS = [...CODE_PARAMS, ...TAG_PARAMS];

/** The first code parameter present (valid or not), or null when none is. */
export function codeParam(params: URLSearchParams): string | null {
  for (const name of CODE_PARAMS) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return null;
}

/** The address without the capture parameters, or null when none were there. */
export function strippedAddress(href: string): string | null {
  const url = new URL(href);
  if (!CAPTURE_PARAMS.some((p) => url.searchParams.has(p))) return null;
  for (const p of CAPTURE_PARAMS) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes the capture parameters from the address bar, without a reload. */
export function stripCodeParams(): void {
  const next = strippedAddress(window.location.href);
  if (next !== null)
    window.history.replaceState(window.history.state, "", next);
}
