import { z } from "./zod";
import { normaliseTrustCode } from "../trust-codes/trust-code-syntax";

import { issue } from "./issue";

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
