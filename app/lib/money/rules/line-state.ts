/**
 * A payout line's state as the payee and the statement show it
 * (docs/payouts.md): paid and failed are final; an open line is approved
 * until PayPal holds it (sent), or reports it unclaimed or held.
 */
export type LineState =
  "approved" | "sent" | "unclaimed" | "held" | "paid" | "failed";

export function lineState(
  status: "open" | "paid" | "failed",
  itemState: string | null,
): LineState {
  if (status !== "open") return status;
  if (itemState === "sent" || itemState === "unclaimed" || itemState === "held")
    return itemState;
  return "approved";
}

/** What the payee's statement reads beside the entries (app/lib/money/exports/statement.ts). */
export interface StatementFacts {
  /** Each charge's billing time: the date of its commission and reversals. */
  billedAt: ReadonlyMap<string, string>;
  /** Each payout line's state. */
  lineStates: ReadonlyMap<string, LineState>;
}
