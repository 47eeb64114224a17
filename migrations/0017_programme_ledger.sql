-- The programme ledger (docs/ledger.md): billing events in, the facts they
-- carry, and an append-only ledger of what each payee earned and was paid.
-- Money is integer US cents everywhere.

-- Every billing notification as received, before it is processed: one row per
-- provider event id (a repeat changes nothing), the raw body kept for replay.
CREATE TABLE billing_events (
  event_id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  event_type TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL,
  raw_body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'processed', 'ignored', 'failed', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT,
  processed_at TEXT
);
CREATE INDEX billing_events_due ON billing_events (status, next_attempt_at);
CREATE INDEX billing_events_received ON billing_events (received_at);

-- Facts, billing-neutral, written from events in any order (an older event
-- never overwrites a newer one). The ledger is derived from these.

-- A billing customer: only a keyed hash of the normalised e-mail address
-- (app/lib/identity/normalise-email.ts), for the self-referral rule.
CREATE TABLE billing_customers (
  customer_id TEXT PRIMARY KEY,
  email_hash TEXT,
  occurred_at TEXT NOT NULL,
  event_id TEXT NOT NULL
);
CREATE INDEX billing_customers_email ON billing_customers (email_hash);

-- A completed charge. net = subtotal - discount of the payout totals, tax excluded.
CREATE TABLE billing_charges (
  charge_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  subscription_id TEXT,
  billed_at TEXT NOT NULL,
  trust_code TEXT,
  ria_seats INTEGER NOT NULL DEFAULT 0 CHECK (ria_seats IN (0, 1)),
  net_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  -- The event that last wrote the row: an older event never overwrites a newer one.
  occurred_at TEXT NOT NULL,
  event_id TEXT NOT NULL
);
CREATE INDEX billing_charges_customer ON billing_charges (customer_id, billed_at);

-- Refunds, chargebacks and their reversals, with their latest known status.
CREATE TABLE billing_adjustments (
  adjustment_id TEXT PRIMARY KEY,
  charge_id TEXT NOT NULL,
  -- The member it concerns, known even when the adjustment arrives before its charge.
  customer_id TEXT NOT NULL,
  action TEXT NOT NULL,
  status TEXT NOT NULL,
  net_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  event_id TEXT NOT NULL
);
CREATE INDEX billing_adjustments_charge ON billing_adjustments (charge_id);
CREATE INDEX billing_adjustments_customer ON billing_adjustments (customer_id);

CREATE TABLE billing_cancellations (
  subscription_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  canceled_at TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  event_id TEXT NOT NULL
);
CREATE INDEX billing_cancellations_customer ON billing_cancellations (customer_id);

-- A member's attribution as last derived (a cache of the rules' result for the
-- console and reports; the ledger entries are the record).
CREATE TABLE billing_members (
  customer_id TEXT PRIMARY KEY,
  code TEXT,
  locked_at TEXT,
  lock_charge_id TEXT,
  flag TEXT,
  updated_at TEXT NOT NULL,
  -- Bumped by every re-derivation in the same D1 batch as its ledger entries;
  -- the trigger below aborts a batch computed from a stale read, so two
  -- workers deriving one member at once never append the same entries twice.
  version INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX billing_members_code ON billing_members (code);
CREATE INDEX billing_members_flag ON billing_members (flag) WHERE flag IS NOT NULL;
CREATE TRIGGER billing_members_version BEFORE UPDATE OF version ON billing_members
WHEN NEW.version != OLD.version + 1
BEGIN SELECT RAISE(ABORT, 'billing member changed meanwhile'); END;

-- The ledger: append-only. Each entry adds `amount_cents` (signed) to one
-- payee's money in one state and names its cause. Balances are sums
-- (app/lib/ledger/balances.server.ts):
--   on-hold   = sum where state = 'held'
--   pending   = sum where state = 'accrued' and available_at > now
--   available = sum where state = 'accrued' and (available_at is null or <= now)
--               (payout entries are negative and payout-returned positive here)
--   paid      = -sum of payout and payout-returned entries
-- Holding moves money with a pair of entries (type 'hold': -x accrued, +x held;
-- type 'release': the reverse), so a state's total stays a plain sum.
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payee_kind TEXT NOT NULL CHECK (payee_kind IN ('individual', 'organisation')),
  payee_id TEXT NOT NULL,
  code TEXT,
  type TEXT NOT NULL CHECK (type IN ('commission', 'reversal', 'clawback', 'reinstatement',
    'hold', 'release', 'payout', 'payout-returned', 'adjustment')),
  state TEXT NOT NULL CHECK (state IN ('accrued', 'held')),
  amount_cents INTEGER NOT NULL,
  -- The charge a commission-family entry is about (never shown to payees).
  charge_id TEXT,
  -- When accrued money stops being pending; NULL = at once.
  available_at TEXT,
  -- Why money is held: 'code-stopped', 'chargeback-warning', 'non-usd', 'operator'.
  hold_reason TEXT,
  payout_line_id TEXT,
  cause_kind TEXT NOT NULL CHECK (cause_kind IN ('billing-event', 'payout', 'operator')),
  -- A billing event id, a payout line id, or the operator's name.
  cause_ref TEXT NOT NULL,
  -- Required for operator entries.
  reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_entries_payee ON ledger_entries (payee_kind, payee_id, id);
CREATE INDEX ledger_entries_charge ON ledger_entries (charge_id);
CREATE INDEX ledger_entries_payout_line ON ledger_entries (payout_line_id);

-- The ledger never changes: corrections are new entries.
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'ledger_entries is append-only'); END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'ledger_entries is append-only'); END;
