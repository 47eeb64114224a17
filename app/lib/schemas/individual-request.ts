import { z } from "./zod";
import {
  isPlainText,
  countryCode,
  email,
  honeypot,
  mustBeTicked,
  requiredText,
} from "./fields";

import { HONEYPOT_FIELD, PAYOUT_METHODS } from "./form-data";
import {
  isSanctionedResidence,
  SANCTIONED_RESIDENCE_MESSAGE,
} from "../sanctions";

/** Age on `today` of someone born on `dob` (YYYY-MM-DD), or null if not a real date. */
export function ageOn(dob: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== mo - 1 ||
    date.getUTCDate() !== d
  )
    return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo ||
    (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const optionalText = (max = 200) =>
  z
    .union([
      z
        .string()
        .trim()
        .max(max, `Must be at most ${max} characters.`)
        .refine(isPlainText, "Contains invalid characters."),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The individual issuer request. PayPal needs the PayPal email
 * and an 18+ date of birth; cheque needs the postal address (line 2 optional).
 * Fields of the other method are stored as null.
 */
export const individualRequestSchema = z
  .object({
    fullName: requiredText("Full legal name"),
    email: email(),
    countryOfResidence: countryCode("Country of residence"),
    confirm18OrOlder: mustBeTicked("You must confirm you are 18 or older."),
    acceptTerms: mustBeTicked("You must accept the Trust Code Terms."),
    payoutMethod: z.enum(PAYOUT_METHODS, { error: "Choose PayPal or cheque." }),
    paypalEmail: optionalText(254),
    dateOfBirth: optionalText(10),
    postalName: optionalText(),
    postalAddressLine1: optionalText(),
    postalAddressLine2: optionalText(),
    postalCity: optionalText(100),
    postalZip: optionalText(20),
    postalCountry: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => v || null),
    sanctionsDeclaration: mustBeTicked(
      "You must confirm the sanctions declaration.",
    ),
    singleCodeRule: mustBeTicked(
      "You must accept the single-code and no-self-referral rules.",
    ),
    consentElectronicDelivery: mustBeTicked(
      "You must consent to electronic delivery.",
    ),
    [HONEYPOT_FIELD]: honeypot,
  })
  .strict()
  .superRefine(
    (v, ctx) => {
      const need = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [field], message });
      if (
        typeof v.countryOfResidence === "string" &&
        isSanctionedResidence(v.countryOfResidence)
      )
        need("countryOfResidence", SANCTIONED_RESIDENCE_MESSAGE);
      // Runs even when other fields failed, so every error shows on the first submit.
      if (v.payoutMethod === "paypal") {
        if (!v.paypalEmail) need("paypalEmail", "PayPal email is required.");
        else if (!z.email().safeParse(v.paypalEmail).success)
          need("paypalEmail", "PayPal email must be a valid email address.");
        const age = v.dateOfBirth ? ageOn(v.dateOfBirth, new Date()) : null;
        if (!v.dateOfBirth) need("dateOfBirth", "Date of birth is required.");
        else if (age === null || age > 130)
          need("dateOfBirth", "Date of birth must be a valid date.");
        else if (age < 18) need("dateOfBirth", "You must be 18 or older.");
      } else if (v.payoutMethod === "cheque") {
        if (!v.postalName) need("postalName", "Postal name is required.");
        if (!v.postalAddressLine1)
          need("postalAddressLine1", "Address line 1 is required.");
        if (!v.postalCity) need("postalCity", "City is required.");
        if (!v.postalZip) need("postalZip", "ZIP or postcode is required.");
        if (!v.postalCountry)
          need("postalCountry", "Postal country is required.");
        else if (!countryCode().safeParse(v.postalCountry).success)
          need("postalCountry", "Postal country must be chosen from the list.");
      }
    },
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !Array.isArray(payload.value),
    },
  )
  .transform((v) =>
    v.payoutMethod === "paypal"
      ? {
          ...v,
          paypalEmail: v.paypalEmail!.toLowerCase(),
          postalName: null,
          postalAddressLine1: null,
          postalAddressLine2: null,
          postalCity: null,
          postalZip: null,
          postalCountry: null,
        }
      : { ...v, paypalEmail: null, dateOfBirth: null },
  );

export type IndividualRequest = z.infer<typeof individualRequestSchema>;
