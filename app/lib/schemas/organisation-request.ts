import { z } from "#app/lib/schemas/zod.ts";
import { issue } from "#app/lib/schemas/issue.ts";
import { withScheme } from "#app/lib/forms/index.ts";
import {
  countryCode,
  email,
  fromList,
  honeypot,
  mustBeTicked,
  requiredText,
} from "#app/lib/schemas/fields.ts";
import {
  AUDIENCE_SIZES,
  HONEYPOT_FIELD,
  TIMEFRAMES,
  VERTICALS,
} from "#app/lib/schemas/form-data.ts";

/** The organisation Trust Code request: every field required. */
export const organisationRequestSchema = z
  .object({
    organizationName: requiredText({
      required: "organizationNameRequired",
      tooLong: "organizationNameTooLong",
      invalid: "organizationNameInvalid",
    }),
    website: z
      .string({ error: issue("websiteRequired") })
      .trim()
      .min(1, issue("websiteRequired"))
      .max(300, issue("websiteTooLong"))
      .transform(withScheme)
      .refine((v) => {
        try {
          const u = new URL(v);
          return (
            (u.protocol === "https:" || u.protocol === "http:") &&
            u.hostname.includes(".")
          );
        } catch {
          return false;
        }
      }, issue("websiteInvalid")),
    country: countryCode(),
    vertical: fromList(VERTICALS, {
      required: "verticalRequired",
      fromList: "verticalFromList",
    }),
    audienceSize: fromList(AUDIENCE_SIZES, {
      required: "audienceSizeRequired",
      fromList: "audienceSizeFromList",
    }),
    contactName: requiredText({
      required: "contactNameRequired",
      tooLong: "contactNameTooLong",
      invalid: "contactNameInvalid",
    }),
    email: email(),
    timeframe: fromList(TIMEFRAMES, {
      required: "timeframeRequired",
      fromList: "timeframeFromList",
    }),
    acknowledgeTerms: mustBeTicked("acknowledgeTerms"),
    [HONEYPOT_FIELD]: honeypot,
  })
  .strict();

export type OrganisationRequest = z.infer<typeof organisationRequestSchema>;
