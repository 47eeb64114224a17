import { z } from "./zod";
import { normaliseTrustCode } from "../trust-code-syntax";

import { INVALID_CODE_MESSAGE } from "./messages";

export { INVALID_CODE_MESSAGE };

export const applyCodeSchema = z
  .object({
    code: z.string({ error: INVALID_CODE_MESSAGE }).transform((v, ctx) => {
      const code = normaliseTrustCode(v);
      if (!code) {
        ctx.addIssue({ code: "custom", message: INVALID_CODE_MESSAGE });
        return z.NEVER;
      }
      return code;
    }),
  })
  .strict();
