/**
 * Money's browser-safe entry: the pure rules (rules/) that e-mail texts and
 * the console's pages run. The flows, the store and the payment rails are
 * server-only, behind app/lib/money/index.server.ts (docs/ledger.md), which
 * also carries the programme's figures (terms/) to the server's code.
 * Code outside app/lib/money/ imports from here or from index.server.ts,
 * never from a file of the folder (tooling/eslint/layers.ts); a name it
 * needs is added below. The site's words and the price formats read
 * terms/programme-terms.ts directly: the figures import nothing, and the
 * words are a leaf below the rules.
 */
export { isReleasable } from "#app/lib/money/rules/holds.ts";
export { type LineState, lineState } from "#app/lib/money/rules/line-state.ts";
export {
  centsToDecimal,
  decimalToCents,
  isMonth,
  preparableMonths,
} from "#app/lib/money/rules/month.ts";
export {
  FAILURE_REASON_NAMES,
  FAILURE_REASONS,
} from "#app/lib/money/rules/payout-failures.ts";
export {
  CARRY_REASONS,
  type CarryReason,
  type PayoutMethod,
} from "#app/lib/money/rules/qualify.ts";
export { nextMonthStart } from "#app/lib/money/rules/remittance.ts";
