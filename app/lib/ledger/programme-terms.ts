/**
 * The programme's money terms (docs/business-rules.md, docs/ledger.md), each
 * defined once. Amounts are integer US cents.
 */

/** What a Trust Code takes off the membership price at checkout. */
export const CODE_DISCOUNT_PERCENT = 10;

/** An individual issuer earns a flat USD 50.00 per paid charge of an attributed member. */
export const INDIVIDUAL_COMMISSION_CENTS = 5_000;

/** An organisation earns 10% of each attributed charge's net (tax excluded)... */
export const ORGANISATION_SHARE_PERCENT = 10;
/** ...for charges billed within 5 years of the member's first paid charge. */
export const ORGANISATION_SHARE_YEARS = 5;

/** A paid charge within 6 calendar months of a cancellation keeps the attribution. */
export const LAPSE_GRACE_MONTHS = 6;

/** Days an individual's commission stays pending after the charge (refund window). */
export const DEFAULT_COMMISSION_HOLD_DAYS = 30;

/** Individual issuers are paid once their available balance reaches USD 500.00. */
export const PAYOUT_MINIMUM_CENTS = 50_000;
