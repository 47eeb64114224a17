-- Money rules (docs/ledger.md): only membership charges earn, self-referral
-- is decided at the lock, and a non-USD share is kept in its own currency.

-- How a charge was made, its prices and the billing period it pays for
-- ("Only membership charges earn"), read from the stored notification for
-- charges stored before these columns.
ALTER TABLE billing_charges ADD COLUMN origin TEXT;
ALTER TABLE billing_charges ADD COLUMN price_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE billing_charges ADD COLUMN period_start TEXT;
UPDATE billing_charges SET
  origin = (SELECT json_extract(e.raw_body, '$.data.origin') FROM billing_events e
    WHERE e.event_id = billing_charges.event_id AND json_valid(e.raw_body)),
  price_ids = COALESCE((SELECT json_group_array(json_extract(i.value, '$.price.id'))
    FROM billing_events e, json_each(json_extract(e.raw_body, '$.data.items')) i
    WHERE e.event_id = billing_charges.event_id AND json_valid(e.raw_body)), '[]'),
  period_start = (SELECT json_extract(e.raw_body, '$.data.billing_period.starts_at')
    FROM billing_events e WHERE e.event_id = billing_charges.event_id AND json_valid(e.raw_body));

-- Every address a customer event gave (keyed hash), so self-referral is
-- decided from the address as of the lock, never flipped by a later change.
CREATE TABLE billing_customer_emails (
  customer_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  email_hash TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, event_id)
);
INSERT OR IGNORE INTO billing_customer_emails (customer_id, event_id, email_hash, occurred_at)
  SELECT customer_id, event_id, email_hash, occurred_at FROM billing_customers
  WHERE email_hash IS NOT NULL;

-- A share earned in another currency is held in it ("Currency is never
-- relabelled"): amount_cents stays 0 (USD) and these say what it is.
ALTER TABLE ledger_entries ADD COLUMN original_currency TEXT;
ALTER TABLE ledger_entries ADD COLUMN original_cents INTEGER;
