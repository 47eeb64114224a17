-- Organisations are paid by the system (docs/payouts.md): the contact of an
-- approved organisation enters and confirms PayPal or cheque details on
-- /my-trust-code after a fresh e-mailed code; the next run pays them by
-- that method (no more lines settled by hand).
ALTER TABLE organisation_requests ADD COLUMN payout_method TEXT
  CHECK (payout_method IS NULL OR payout_method IN ('paypal', 'cheque'));
ALTER TABLE organisation_requests ADD COLUMN paypal_email TEXT;
ALTER TABLE organisation_requests ADD COLUMN date_of_birth TEXT;
ALTER TABLE organisation_requests ADD COLUMN postal_name TEXT;
ALTER TABLE organisation_requests ADD COLUMN postal_address_line1 TEXT;
ALTER TABLE organisation_requests ADD COLUMN postal_address_line2 TEXT;
ALTER TABLE organisation_requests ADD COLUMN postal_city TEXT;
ALTER TABLE organisation_requests ADD COLUMN postal_zip TEXT;
ALTER TABLE organisation_requests ADD COLUMN postal_country TEXT;
-- Set when the signed-in contact typed the details after a fresh code.
ALTER TABLE organisation_requests ADD COLUMN details_confirmed_at TEXT;
