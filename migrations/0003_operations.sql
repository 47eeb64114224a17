-- Operator console: review outcomes, delivery retries, audit, report links.

-- Who reviewed an organisation request, when, and why it was refused.
ALTER TABLE organisation_requests ADD COLUMN reviewed_at TEXT;
ALTER TABLE organisation_requests ADD COLUMN reviewed_by TEXT;
ALTER TABLE organisation_requests ADD COLUMN rejection_reason TEXT;

-- Exponential backoff: a message is due once next_attempt_at has passed (NULL = now).
ALTER TABLE email_outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE email_outbox ADD COLUMN last_error TEXT;
ALTER TABLE email_outbox ADD COLUMN sent_at TEXT;
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);

-- One row per delivery attempt, so the backoff schedule can be read back.
CREATE TABLE email_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id TEXT NOT NULL REFERENCES email_outbox (id),
  attempt INTEGER NOT NULL,
  attempted_at TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  error TEXT,
  next_attempt_at TEXT
);
CREATE INDEX email_attempts_outbox ON email_attempts (outbox_id, attempt);

-- Every operator action: who (Access e-mail or Basic user), what, on which target, when.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  detail TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at);

-- Unguessable per-code links to the participant's cohort report (/report/<token>).
CREATE TABLE report_tokens (
  code TEXT PRIMARY KEY REFERENCES trust_codes (code),
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

-- Lists join codes to their owners; an approved request gets exactly one code.
CREATE INDEX trust_codes_owner ON trust_codes (owner_kind, owner_id);
CREATE UNIQUE INDEX trust_codes_one_per_organisation ON trust_codes (owner_id)
  WHERE owner_kind = 'organisation';
