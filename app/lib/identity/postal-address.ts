/**
 * A cheque's postal address as stored (issuers, organisation requests,
 * payout lines): the payee name and the address, line 2 optional.
 */
export interface PostalAddress {
  postal_name: string | null;
  postal_address_line1: string | null;
  postal_address_line2: string | null;
  postal_city: string | null;
  postal_zip: string | null;
  postal_country: string | null;
}
