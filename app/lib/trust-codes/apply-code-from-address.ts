import { postJson, storage } from "#app/lib/platform/index.ts";
import { APPLIED_CODE_KEY } from "#app/lib/brand.ts";
import { codeParam } from "#app/lib/trust-codes/code-params.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/trust-code-syntax.ts";

/** A code in the address that was not recognised, and the one it was probably meant to be. */
export interface CodeSuggestion {
  typed: string;
  suggestion: string;
}

/**
 * On "/", a valid code in the address is sent once to the apply endpoint;
 * success is remembered (as the code it was applied as) so it is never sent
 * again; errors are ignored. A near miss comes back as a suggestion to show.
 */
export async function applyCodeFromAddress(
  search: string,
): Promise<CodeSuggestion | null> {
  const code = normaliseTrustCode(codeParam(new URLSearchParams(search)));
  if (!code || storage.get(APPLIED_CODE_KEY)) return null;
  try {
    const body = await postJson<{
      success?: boolean;
      trust_code?: string;
      suggestion?: string;
    }>("/contact/apply-trust-code", { code });
    if (body?.success) storage.set(APPLIED_CODE_KEY, body.trust_code ?? code);
    else if (body?.suggestion)
      return { typed: code, suggestion: body.suggestion };
  } catch {
    // Errors are ignored on purpose: the cookie still carries the code.
  }
  return null;
}
