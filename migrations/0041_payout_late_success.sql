-- A later final PayPal event wins (docs/ledger.md "Payouts", docs/paypal-payouts.md):
-- a SUCCEEDED later than the failure that put a line's money back on the
-- balance takes it off again with a second 'payout' entry. A line's money
-- may now leave the balance and come back more than once, but only in turn,
-- each time its whole amount; the unique index of 0030 (one 'payout' and at
-- most one 'payout-returned' per line) gives way to this trigger.
DROP INDEX ledger_entries_one_payout_move_per_line;

CREATE TRIGGER ledger_entries_payout_moves_in_turn
BEFORE INSERT ON ledger_entries
WHEN NEW.type IN ('payout', 'payout-returned') AND NEW.payout_line_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a payout line''s money leaves the balance and comes back in turn, whole')
  WHERE NEW.amount_cents <> CASE NEW.type
      WHEN 'payout' THEN -(SELECT amount_cents FROM payout_lines WHERE id = NEW.payout_line_id)
      ELSE (SELECT amount_cents FROM payout_lines WHERE id = NEW.payout_line_id) END
    OR COALESCE((SELECT SUM(amount_cents) FROM ledger_entries
        WHERE payout_line_id = NEW.payout_line_id AND type IN ('payout', 'payout-returned')), 0)
      <> CASE NEW.type WHEN 'payout' THEN 0 ELSE -NEW.amount_cents END;
END;

-- A line PayPal paid after all, after its returned money had already been
-- paid again by a later run: the payee has the amount twice. Nothing is
-- debited twice; the operator settles it (docs/runbook-payout-day.md).
CREATE TABLE payout_paid_twice (
  line_id TEXT PRIMARY KEY REFERENCES payout_lines (id),
  payee_kind TEXT NOT NULL,
  payee_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  -- The later line whose payout took the returned money.
  repaid_by_line TEXT NOT NULL REFERENCES payout_lines (id),
  -- create_time of PayPal's SUCCEEDED.
  event_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
