import { z } from "#app/lib/schemas/zod.ts";
import {
  isPlainText,
  countryCode,
  email,
  honeypot,
  mustBeTicked,
  requiredText,
} from "#app/lib/schemas/fields.ts";

import { HONEYPOT_FIELD, PAYOUT_METHODS } from "#app/lib/schemas/form-data.ts";
import { isSanctionedResidence } from "#app/lib/compliance/index.ts";
import type { ValidationKey } from "#app/content/validation.ts";
import { issue } from "#app/lib/schemas/issue.ts";

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
        .max(max, issue("tooLongMax", { max }))
        .refine(isPlainText, issue("invalidCharacters")),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The payout fields and their rules, shared by the issuer form and the
 * payee's page, where a verified issuer changes them (app/lib/schemas/payout-details.ts).
 */
export const PAYOUT_SHAPE = {
  payoutMethod: z.enum(PAYOUT_METHODS, { error: issue("payoutMethod") }),
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
};

interface PayoutValues {
  payoutMethod?: unknown;
  paypalEmail?: string | null;
  dateOfBirth?: string | null;
  postalName?: string | null;
  postalAddressLine1?: string | null;
  postalCity?: string | null;
  postalZip?: string | null;
  postalCountry?: string | null;
}

/** A cheque's address: payee name, line 1, city and ZIP are required (the country is checked by the caller). */
export function checkPostalAddress(
  v: Pick<
    PayoutValues,
    "postalName" | "postalAddressLine1" | "postalCity" | "postalZip"
  >,
  need: (field: string, key: ValidationKey) => void,
): void {
  if (!v.postalName) need("postalName", "postalNameRequired");
  if (!v.postalAddressLine1)
    need("postalAddressLine1", "postalAddressLine1Required");
  if (!v.postalCity) need("postalCity", "postalCityRequired");
  if (!v.postalZip) need("postalZip", "postalZipRequired");
}

/** PayPal needs the PayPal e-mail and an 18+ date of birth; cheque the postal address (line 2 optional). */
export function checkPayout(
  v: PayoutValues,
  need: (field: string, key: ValidationKey) => void,
): void {
  if (v.payoutMethod === "paypal") {
    if (!v.paypalEmail) need("paypalEmail", "paypalEmailRequired");
    else if (!z.email().safeParse(v.paypalEmail).success)
      need("paypalEmail", "paypalEmailInvalid");
    const age = v.dateOfBirth ? ageOn(v.dateOfBirth, new Date()) : null;
    if (!v.dateOfBirth) need("dateOfBirth", "dateOfBirthRequired");
    else if (age === null || age > 130)
      need("dateOfBirth", "dateOfBirthInvalid");
    else if (age < 18) need("dateOfBirth", "under18");
  } else if (v.payoutMethod === "cheque") {
    checkPostalAddress(v, need);
    if (!v.postalCountry) need("postalCountry", "postalCountryRequired");
    else if (!countryCode().safeParse(v.postalCountry).success)
      need("postalCountry", "postalCountryFromList");
  }
}

/** Fields of the unchosen method are stored as null. */
export function payoutOnly<
  T extends {
    payoutMethod: (typeof PAYOUT_METHODS)[number];
    paypalEmail: string | null;
  },
>(v: T) {
  return v.payoutMethod === "paypal"
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
    : { ...v, paypalEmail: null, dateOfBirth: null };
}

/**
 * The person and payout fields, shared by the issuer form and the
 * correction form of the confirm page (app/routes/verify.tsx).
 */
const detailsShape = {
  fullName: requiredText({
    required: "fullNameRequired",
    tooLong: "fullNameTooLong",
    invalid: "fullNameInvalid",
  }),
  countryOfResidence: countryCode({
    required: "residenceRequired",
    fromList: "residenceFromList",
  }),
  ...PAYOUT_SHAPE,
};

interface DetailsInput {
  countryOfResidence: unknown;
  payoutMethod: unknown;
  paypalEmail: string | null;
  dateOfBirth: string | null;
  postalName: string | null;
  postalAddressLine1: string | null;
  postalCity: string | null;
  postalZip: string | null;
  postalCountry: string | null;
}

/**
 * PayPal needs the PayPal email and an 18+ date of birth; cheque needs the
 * postal address (line 2 optional). Runs even when other fields failed, so
 * every error shows on the first submit.
 */
function checkDetails(v: DetailsInput, ctx: z.RefinementCtx) {
  const need = (field: string, key: ValidationKey) =>
    ctx.addIssue({ code: "custom", path: [field], message: issue(key) });
  if (
    typeof v.countryOfResidence === "string" &&
    isSanctionedResidence(v.countryOfResidence)
  )
    need("countryOfResidence", "sanctionedResidence");
  checkPayout(v, need);
}

const isObject = (payload: { value: unknown }) =>
  typeof payload.value === "object" &&
  payload.value !== null &&
  !Array.isArray(payload.value);

/** The individual issuer request. */
export const individualRequestSchema = z
  .object({
    ...detailsShape,
    email: email(),
    confirm18OrOlder: mustBeTicked("confirm18OrOlder"),
    acceptTerms: mustBeTicked("acceptTerms"),
    sanctionsDeclaration: mustBeTicked("sanctionsDeclaration"),
    singleCodeRule: mustBeTicked("singleCodeRule"),
    consentElectronicDelivery: mustBeTicked("consentElectronicDelivery"),
    [HONEYPOT_FIELD]: honeypot,
  })
  .strict()
  .superRefine(checkDetails, { when: isObject })
  .transform(payoutOnly);

export type IndividualRequest = z.infer<typeof individualRequestSchema>;

/**
 * The owner's corrections on the confirm page: the same person and payout
 * fields with the same rules, nothing else.
 */
export const issuerDetailsSchema = z
  .object(detailsShape)
  .strict()
  .superRefine(checkDetails, { when: isObject })
  .transform(payoutOnly);

export type IssuerDetails = z.infer<typeof issuerDetailsSchema>;

/** The form fields issuerDetailsSchema reads (it refuses any other). */
export const ISSUER_DETAIL_FIELDS = Object.keys(detailsShape);
