import { postJson } from "./api-client";
import { APPLIED_CODE_KEY } from "./brand";
import { codeParam } from "./code-params";
import { storage } from "./storage";
import { normaliseTrustCode } from "./trust-code-syntax";

/**
 * On "/", a valid code in the address is sent once to the apply endpoint;
 * success is remembered so it is never sent again; errors are ignored.
 */
export async function applyCodeFromAddress(search: string): Promise<void> {
  const code = normaliseTrustCode(codeParam(new URLSearchParams(search)));
  if (!code || storage.get(APPLIED_CODE_KEY)) return;
  try {
    const body = await postJson<{ success?: boolean }>(
      "/contact/apply-trust-code",
      { code },
    );
    if (body?.success) storage.set(APPLIED_CODE_KEY, code);
  } catch {
    // Errors are ignored on purpose: the cookie still carries the code.
  }
}
