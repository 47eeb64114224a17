import { z } from "./zod";
import { normaliseTrustCode } from "../trust-code";

export const INVALID_CODE_MESSAGE =
  "That code was not recognised. Please check the spelling or choose Explore organisations.";

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
