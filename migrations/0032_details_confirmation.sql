-- Proving an address and confirming payout details are two facts (docs/privacy.md,
-- "Who is paid"): details typed before the address was proven are only proposed
-- until whoever proved it types the payout destination again (or enters new
-- details). Only issuers with both verified_at and details_confirmed_at are paid.
-- No existing row counts as confirmed: a masked one-press confirmation did not
-- prove that the details belong to the address's owner, so verified issuers
-- confirm theirs once on the payee page.
ALTER TABLE issuers ADD COLUMN details_confirmed_at TEXT;
