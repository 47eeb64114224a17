import type { PostalAddress } from "#app/lib/identity/postal-address.ts";

/**
 * Whether a payout destination typed by whoever proved an address is the one
 * proposed when the code was asked for (docs/privacy.md, "Who is paid"):
 * trimmed, case-insensitive, runs of spaces as one; no other normalising.
 * PayPal compares the PayPal address; a cheque the payee name and the whole
 * postal address (line 2 too, empty equal to empty).
 */
export interface Destination extends PostalAddress {
  payout_method: "paypal" | "cheque";
  paypal_email: string | null;
}

export const DESTINATION_FIELDS = {
  paypal: ["paypal_email"],
  cheque: [
    "postal_name",
    "postal_address_line1",
    "postal_address_line2",
    "postal_city",
    "postal_zip",
    "postal_country",
  ],
} as const satisfies Record<
  Destination["payout_method"],
  readonly (keyof Destination)[]
>;

/** Trimmed, lower-cased, every run of white space one space. */
export function comparable(value: string | null | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

export function sameDestination(
  proposed: Destination,
  typed: Destination,
): boolean {
  if (proposed.payout_method !== typed.payout_method) return false;
  const fields = DESTINATION_FIELDS[proposed.payout_method];
  // Nothing proposed cannot be confirmed by typing nothing.
  if (fields.every((f) => comparable(proposed[f]) === "")) return false;
  return fields.every((f) => comparable(proposed[f]) === comparable(typed[f]));
}
