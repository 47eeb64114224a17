/**
 * Checkout's question before it opens: may this member use this code?
 * An issuer's own code (their normalised e-mail, as issuer identity compares
 * addresses) is refused, so a self-referral never reaches a charge.
 */
import { normaliseEmail } from "#app/lib/identity/index.ts";
import { CODE_DISCOUNT_PERCENT } from "#app/lib/money/terms/programme-terms.ts";
import { resolveCode } from "#app/lib/money/store/codes.server.ts";

export type CodeCheck =
  | { valid: true; code: string; discountPercent: number }
  | { valid: false; reason: "unknown" | "inactive" | "self-referral" };

export async function checkCheckoutCode(
  typed: string,
  email: string,
): Promise<CodeCheck> {
  const holder = await resolveCode(typed);
  if (!holder) return { valid: false, reason: "unknown" };
  if (holder.status !== "active") return { valid: false, reason: "inactive" };
  if (holder.holderEmail && holder.holderEmail === normaliseEmail(email))
    return { valid: false, reason: "self-referral" };
  return {
    valid: true,
    code: holder.code,
    discountPercent: CODE_DISCOUNT_PERCENT,
  };
}
