/** A payee's money as their page, statement and the console show it (docs/my-trust-code.md). */
export {
  payeeBalances,
  payeeEntries,
  payeeStatementFacts,
} from "#app/lib/money/store/balances.server.ts";
