/**
 * The individual issuer's money terms as the public pages state them
 * (docs/business-rules.md). Whole US dollars: these are words on a page;
 * the ledger keeps its own amounts in cents.
 */
/** A flat reward per paid subscription period of each referred member. */
export const REFERRAL_REWARD_USD = 50;
/** Balances are paid out monthly once they reach this amount. */
export const PAYOUT_MINIMUM_USD = 500;
/** Where an issuer follows referred members and payouts (the payee page). */
export const ISSUER_RESULTS_PATH = "/my-trust-code";
