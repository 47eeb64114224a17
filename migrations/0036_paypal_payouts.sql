-- PayPal Payouts API, second approval and reconciliation with Paddle
-- (docs/paypal-payouts.md, docs/payouts.md, docs/ledger.md "Reconciliation").

-- A run at or above PAYOUT_SECOND_APPROVAL_USD waits for a second operator:
-- the first approval is recorded here while the run stays 'prepared'.
ALTER TABLE payout_runs ADD COLUMN first_approved_at TEXT;
ALTER TABLE payout_runs ADD COLUMN first_approved_by TEXT;

-- One PayPal batch per part of a run (at most 15,000 items a part).
CREATE TABLE paypal_batches (
  -- <run>-<part>: sender_batch_id and PayPal-Request-Id alike, so a retry
  -- never makes a second batch.
  sender_batch_id TEXT PRIMARY KEY,
  run_month TEXT NOT NULL REFERENCES payout_runs (month),
  part INTEGER NOT NULL CHECK (part >= 1),
  -- Random per claim: lines join the batch row that won the INSERT OR IGNORE.
  claim_id TEXT NOT NULL,
  -- sending: lines claimed, PayPal's answer not stored yet (send again, same id);
  -- sent: PayPal holds the batch; rejected: a 4xx, lines stay approved.
  status TEXT NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'rejected')),
  payout_batch_id TEXT UNIQUE,
  batch_status TEXT,
  last_error TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  sent_at TEXT,
  read_back_at TEXT,
  UNIQUE (run_month, part)
);

-- Which way a PayPal line goes, one way only: in a downloaded file, or
-- through the API in one batch.
CREATE TABLE payout_line_channels (
  line_id TEXT PRIMARY KEY REFERENCES payout_lines (id),
  channel TEXT NOT NULL CHECK (channel IN ('file', 'api')),
  sender_batch_id TEXT REFERENCES paypal_batches (sender_batch_id),
  -- While PayPal has the line (final states are payout_lines.status):
  -- queued (in a batch not yet accepted), sent, unclaimed, held.
  item_state TEXT CHECK (item_state IN ('queued', 'sent', 'unclaimed', 'held')),
  paypal_item_id TEXT,
  -- create_time of the event behind the line's final state: a later final wins.
  final_at TEXT,
  -- PayPal's errors.name (the payee's reason) and errors.message (for the operator).
  error_name TEXT,
  error_message TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX payout_line_channels_batch ON payout_line_channels (sender_batch_id, item_state);

-- Every verified PayPal notification, stored once by its id before the 200.
CREATE TABLE paypal_webhook_events (
  id TEXT PRIMARY KEY,
  event_type TEXT NOT NULL,
  create_time TEXT NOT NULL,
  sender_item_id TEXT,
  raw_body TEXT NOT NULL,
  received_at TEXT NOT NULL,
  -- NULL until processed; then what it did (paid, failed, unclaimed, held, ignored, unknown-line).
  outcome TEXT,
  processed_at TEXT
);
CREATE INDEX paypal_webhook_events_unprocessed ON paypal_webhook_events (received_at)
  WHERE outcome IS NULL;

-- Each sweep of Paddle's event stream and what it found.
CREATE TABLE billing_reconciliations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  -- Cursor (a Paddle event id) at the start and at the end of the sweep.
  after_event_id TEXT,
  last_event_id TEXT,
  listed INTEGER NOT NULL DEFAULT 0,
  missing INTEGER NOT NULL DEFAULT 0,
  -- JSON array of the first missing event ids stored by this sweep.
  missing_ids TEXT,
  has_more INTEGER NOT NULL DEFAULT 0 CHECK (has_more IN (0, 1)),
  error TEXT
);
