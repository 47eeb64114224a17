-- Issuer identity (docs/privacy.md): verified e-mail, one live code per
-- normalised address, one-time links, suppression list, sending limits,
-- operator sign-in throttle.

-- Who an issuer is, for "one live code per person": the normalised address
-- (lower-case, +tag removed, Gmail dots removed and googlemail.com folded),
-- computed in app/lib/identity/normalise-email.ts; its domain for the daily cap.
ALTER TABLE issuers ADD COLUMN email_normalised TEXT;
ALTER TABLE issuers ADD COLUMN email_domain TEXT;
-- Set when the holder opens the one-time link; NULL = unverified (not payable).
ALTER TABLE issuers ADD COLUMN verified_at TEXT;

-- Rows written before this migration: the same rules in SQL.
UPDATE issuers SET email_normalised = lower(trim(email));
UPDATE issuers
  SET email_normalised = substr(email_normalised, 1, instr(email_normalised, '+') - 1)
    || substr(email_normalised, instr(email_normalised, '@'))
  WHERE instr(email_normalised, '+') > 1
    AND instr(email_normalised, '+') < instr(email_normalised, '@');
UPDATE issuers
  SET email_normalised = replace(substr(email_normalised, 1, instr(email_normalised, '@') - 1), '.', '')
    || '@gmail.com'
  WHERE substr(email_normalised, instr(email_normalised, '@') + 1) IN ('gmail.com', 'googlemail.com');
UPDATE issuers SET email_domain = substr(email_normalised, instr(email_normalised, '@') + 1);

CREATE UNIQUE INDEX issuers_one_live_per_person ON issuers (email_normalised)
  WHERE status = 'active';
CREATE INDEX issuers_domain_created ON issuers (email_domain, created_at);
CREATE INDEX issuers_unverified_created ON issuers (created_at) WHERE verified_at IS NULL;

-- An approved organisation's contact address, verified the same way.
ALTER TABLE organisation_requests ADD COLUMN verified_at TEXT;

-- One-time links sent by e-mail: only the SHA-256 of the 256-bit token is kept.
CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'not-me')),
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('issuer', 'organisation')),
  subject_id TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- "not-me" links only: the suppression key of the address, so the page can
  -- still offer "never e-mail this address again" after the erasure.
  suppression_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX email_tokens_subject ON email_tokens (subject_kind, subject_id);

-- Addresses that asked never to be e-mailed again, as HMAC-SHA256 of the
-- normalised address keyed with SUPPRESSION_HMAC_KEY: never the address itself.
CREATE TABLE email_suppressions (
  email_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

-- Per-recipient daily counts and the reminder cap read these.
ALTER TABLE email_outbox ADD COLUMN recipient_normalised TEXT;
ALTER TABLE email_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'code';
UPDATE email_outbox SET recipient_normalised = lower(trim(recipient));
CREATE INDEX email_outbox_recipient_time ON email_outbox (recipient_normalised, created_at);
CREATE INDEX email_outbox_sent_at ON email_outbox (sent_at);

-- Failed Basic-auth attempts on /admin per client, counted in a fixed window.
CREATE TABLE admin_auth_failures (
  client TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_started_at TEXT NOT NULL
);
