import { env } from "cloudflare:workers";
import { publicCodeState } from "#app/lib/db/index.server.ts";
import { withinRateLimit } from "#app/lib/platform/index.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/index.ts";

export type CodeCheck =
  | { state: "limited"; code: null }
  | { state: "inactive"; code: string | null }
  | { state: "active"; code: string; organisationName: string | null };

/**
 * The public check of a code (/c/<code>+), rate-limited per client with a
 * budget of its own. Unknown and stopped codes both run the one statement of
 * publicCodeState and come back as the same "inactive"; only a code that
 * breaks the syntax skips D1, which anyone can tell from the code anyway.
 */
export async function checkCode(
  rawCode: string,
  headers: Headers,
): Promise<CodeCheck> {
  if (!(await withinRateLimit(env.RATE_LIMITER, headers, "code-check")))
    return { state: "limited", code: null };
  const code = normaliseTrustCode(rawCode);
  if (!code) return { state: "inactive", code: null };
  const found = await publicCodeState(code);
  if (!found.active) return { state: "inactive", code };
  return {
    state: "active",
    code,
    organisationName:
      found.ownerKind === "organisation" ? found.organisationName : null,
  };
}
