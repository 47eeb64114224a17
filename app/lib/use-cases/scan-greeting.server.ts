import { env } from "cloudflare:workers";
import { codeParam, normaliseTrustCode } from "#app/lib/trust-codes/index.ts";
import {
  COOKIE,
  readCookie,
  withinRateLimit,
} from "#app/lib/platform/index.ts";
import { publicCodeState } from "#app/lib/db/index.server.ts";
import type { ScanGreeting } from "#app/lib/scans/index.ts";
import { readTypedCode } from "#app/lib/use-cases/read-code.server.ts";

/**
 * The code the visitor carries: one in the address (the worker sets its
 * cookie on this very response, so the request has none yet), else the
 * attribution cookie. Null without one; no storage is read for that.
 */
export function carriedCode(request: Request): string | null {
  const fromAddress = normaliseTrustCode(
    codeParam(new URL(request.url).searchParams),
  );
  return (
    fromAddress ??
    normaliseTrustCode(readCookie(request.headers.get("cookie"), COOKIE.code))
  );
}

/**
 * The one place a page reads per-visitor code state, called by the root
 * loader: cookie (or address) → greeting. A page rendered with a greeting
 * is personal and must never be stored in a shared HTML cache; a request
 * without a code reads nothing and gets null (docs/attribution.md
 * "Greeting a scan"). It shares the code check page's rate limit, so the
 * greeting is no faster way to test codes; past it there is no greeting.
 */
export async function scanGreeting(
  request: Request,
): Promise<ScanGreeting | null> {
  const code = carriedCode(request);
  if (!code) return null;
  if (!(await withinRateLimit(env.RATE_LIMITER, request.headers, "code-check")))
    return null;
  const state = await publicCodeState(code);
  if (state.active)
    return state.ownerKind === "organisation"
      ? {
          code,
          status: "active",
          ownerKind: "organisation",
          organisationName: state.organisationName,
        }
      : { code, status: "active", ownerKind: "individual" };
  const reading = await readTypedCode(code);
  return reading.kind === "none"
    ? { code, status: "inactive" }
    : { code, status: "inactive", suggestion: reading.code };
}
