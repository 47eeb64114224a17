import { z } from "./zod";
import { withScheme } from "../website";
import {
  countryCode,
  email,
  fromList,
  honeypot,
  mustBeTicked,
  requiredText,
} from "./fields";
import {
  AUDIENCE_SIZES,
  HONEYPOT_FIELD,
  TIMEFRAMES,
  VERTICALS,
} from "./form-data";

/** The organisation Trust Code request: every field required. */
export const organisationRequestSchema = z
  .object({
    organizationName: requiredText("Organisation name"),
    website: z
      .string({ error: "Website is required." })
      .trim()
      .min(1, "Website is required.")
      .max(300, "Website is too long.")
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
      }, "Website must be a web address, like example.org."),
    country: countryCode(),
    vertical: fromList(VERTICALS, "Vertical"),
    audienceSize: fromList(AUDIENCE_SIZES, "Audience size"),
    contactName: requiredText("Contact name"),
    email: email(),
    timeframe: fromList(TIMEFRAMES, "Timeframe"),
    acknowledgeTerms: mustBeTicked(
      "Please acknowledge the programme terms and search-neutrality policy.",
    ),
    [HONEYPOT_FIELD]: honeypot,
  })
  .strict();

export type OrganisationRequest = z.infer<typeof organisationRequestSchema>;
