import {
  INDIVIDUAL_COMMISSION_CENTS,
  PAYOUT_MINIMUM_CENTS,
} from "./ledger/programme-terms";

/**
 * The individual issuer's money terms as the public pages state them, from
 * the ledger's own terms (app/lib/ledger/programme-terms.ts). Whole US
 * dollars: these are words on a page; the ledger keeps cents.
 */
/** A flat reward per paid subscription period of each referred member. */
export const REFERRAL_REWARD_USD = INDIVIDUAL_COMMISSION_CENTS / 100;
/** Balances are paid out monthly once they reach this amount. */
export const PAYOUT_MINIMUM_USD = PAYOUT_MINIMUM_CENTS / 100;
/** Where an issuer follows referred members and payouts (the payee page). */
export const ISSUER_RESULTS_PATH = "/my-trust-code";
