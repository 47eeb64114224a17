import { z } from "#app/lib/schemas/zod.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/index.ts";

import { issue } from "#app/lib/schemas/issue.ts";

export const applyCodeSchema = z
  .object({
    code: z.string({ error: issue("invalidCode") }).transform((v, ctx) => {
      const code = normaliseTrustCode(v);
      if (!code) {
        ctx.addIssue({ code: "custom", message: issue("invalidCode") });
        return z.NEVER;
      }
      return code;
    }),
  })
  .strict();
