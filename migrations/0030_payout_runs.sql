-- Monthly payout runs (docs/payouts.md, docs/runbook-payout-day.md): what each
-- payee is paid for a month, how, and who was carried forward and why. The
-- money itself moves in ledger_entries ('payout' on approval, 'payout-returned'
-- when a line fails); these tables say what was decided and settled.

-- One run per month, ever: preparing a month again finds this row.
CREATE TABLE payout_runs (
  month TEXT PRIMARY KEY CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
  -- Random per preparation: lines are written only beside the run row that
  -- won the INSERT OR IGNORE, so two racing preparations never mix.
  prepare_id TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'prepared' CHECK (status IN ('prepared', 'approved')),
  -- The individual minimum in force when prepared (integer US cents).
  minimum_cents INTEGER NOT NULL,
  prepared_at TEXT NOT NULL,
  -- 'cron' or the operator (as in audit_log.actor).
  prepared_by TEXT NOT NULL,
  approved_at TEXT,
  approved_by TEXT
);

-- A payment to one payee in one run. The destination is copied when the run is
-- prepared, so the files say exactly what the operator reviewed and approved
-- (changed payout details take effect from the next run).
CREATE TABLE payout_lines (
  -- PO-<month>-<5 digits>: PayPal's per-row reference (at most 30 characters).
  id TEXT PRIMARY KEY,
  run_month TEXT NOT NULL REFERENCES payout_runs (month),
  payee_kind TEXT NOT NULL CHECK (payee_kind IN ('individual', 'organisation')),
  payee_id TEXT NOT NULL,
  code TEXT,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- 'manual': organisations, paid as agreed with them outside the two files.
  method TEXT NOT NULL CHECK (method IN ('paypal', 'cheque', 'manual')),
  payee_name TEXT NOT NULL,
  paypal_email TEXT,
  postal_name TEXT,
  postal_address_line1 TEXT,
  postal_address_line2 TEXT,
  postal_city TEXT,
  postal_zip TEXT,
  postal_country TEXT,
  -- open: awaiting settlement; paid; failed (its money returned to the balance).
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed')),
  settled_at TEXT,
  settled_by TEXT,
  failure_reason TEXT,
  UNIQUE (run_month, payee_kind, payee_id)
);
CREATE INDEX payout_lines_payee ON payout_lines (payee_kind, payee_id);

-- Everyone with money in the ledger who is not paid by the run, and why
-- (comma-separated reason keys, app/lib/payouts/qualify.ts).
CREATE TABLE payout_carry_forwards (
  run_month TEXT NOT NULL REFERENCES payout_runs (month),
  payee_kind TEXT NOT NULL CHECK (payee_kind IN ('individual', 'organisation')),
  payee_id TEXT NOT NULL,
  code TEXT,
  payee_name TEXT,
  available_cents INTEGER NOT NULL,
  pending_cents INTEGER NOT NULL,
  on_hold_cents INTEGER NOT NULL,
  reasons TEXT NOT NULL,
  PRIMARY KEY (run_month, payee_kind, payee_id)
);

-- A line's money leaves Available once and comes back at most once.
CREATE UNIQUE INDEX ledger_entries_one_payout_move_per_line
  ON ledger_entries (payout_line_id, type)
  WHERE type IN ('payout', 'payout-returned');
