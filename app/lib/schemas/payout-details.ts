import type { ValidationKey } from "#app/content/validation.ts";
import {
  checkPayout,
  PAYOUT_SHAPE,
  payoutOnly,
} from "#app/lib/schemas/individual-request.ts";
import { issue } from "#app/lib/schemas/issue.ts";
import { z } from "#app/lib/schemas/zod.ts";

/**
 * New payout details from the payee's page (docs/my-trust-code.md): the
 * issuer form's payout fields with the same rules, plus the fresh e-mailed
 * code that authorises the change (checked by the use case, not here).
 */
export const payoutDetailsSchema = z
  .object({ ...PAYOUT_SHAPE })
  .superRefine((v, ctx) =>
    checkPayout(v, (field: string, key: ValidationKey) =>
      ctx.addIssue({ code: "custom", path: [field], message: issue(key) }),
    ),
  )
  .transform(payoutOnly);

/** The form fields this schema reads (the rest of a posted form is ignored). */
export const PAYOUT_DETAIL_FIELDS = Object.keys(PAYOUT_SHAPE);
