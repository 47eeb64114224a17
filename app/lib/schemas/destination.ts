import type { ValidationKey } from "#app/content/validation.ts";
import type { Destination } from "#app/lib/identity/index.ts";
import {
  checkPostalAddress,
  PAYOUT_SHAPE,
} from "#app/lib/schemas/individual-request.ts";
import { issue } from "#app/lib/schemas/issue.ts";
import { z } from "#app/lib/schemas/zod.ts";

/**
 * The payout destination typed again to confirm details proposed before the
 * address was proven (docs/privacy.md, "Who is paid"): the method and its
 * destination, the PayPal address or the payee name and whole postal
 * address. Compared, not checked: the issuer form checked it when proposed.
 */
const { dateOfBirth: _dob, ...shape } = PAYOUT_SHAPE;

export const destinationSchema = z
  .object(shape)
  .superRefine((v, ctx) => {
    const need = (field: string, key: ValidationKey) =>
      ctx.addIssue({ code: "custom", path: [field], message: issue(key) });
    if (v.payoutMethod === "paypal") {
      if (!v.paypalEmail) need("paypalEmail", "paypalEmailRequired");
    } else {
      checkPostalAddress(v, need);
      if (!v.postalCountry) need("postalCountry", "postalCountryRequired");
    }
  })
  .transform((v): Destination => ({
    payout_method: v.payoutMethod,
    paypal_email: v.payoutMethod === "paypal" ? v.paypalEmail : null,
    postal_name: v.payoutMethod === "cheque" ? v.postalName : null,
    postal_address_line1:
      v.payoutMethod === "cheque" ? v.postalAddressLine1 : null,
    postal_address_line2:
      v.payoutMethod === "cheque" ? v.postalAddressLine2 : null,
    postal_city: v.payoutMethod === "cheque" ? v.postalCity : null,
    postal_zip: v.payoutMethod === "cheque" ? v.postalZip : null,
    postal_country: v.payoutMethod === "cheque" ? v.postalCountry : null,
  }));

/** The form fields destinationSchema reads. */
export const DESTINATION_FORM_FIELDS = Object.keys(shape);
