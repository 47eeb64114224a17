-- The payee's monthly summary e-mail (docs/my-trust-code.md, "E-mail
-- preferences"). A preference row exists once the payee chose; without one
-- the default applies (on for a verified individual issuer, who consented to
-- electronic delivery with the declarations; off for an organisation's
-- contact until they turn it on). One summary row per payee and month: the
-- cron's insert is what enqueues the e-mail, so a month is never sent twice.
CREATE TABLE payee_mail_preferences (
  payee_kind TEXT NOT NULL CHECK (payee_kind IN ('individual', 'organisation')),
  payee_id TEXT NOT NULL,
  monthly_summary INTEGER NOT NULL CHECK (monthly_summary IN (0, 1)),
  changed_at TEXT NOT NULL,
  -- 'page' (signed in) or 'unsubscribe-link'.
  changed_by TEXT NOT NULL,
  PRIMARY KEY (payee_kind, payee_id)
) WITHOUT ROWID;

CREATE TABLE monthly_summaries (
  payee_kind TEXT NOT NULL,
  payee_id TEXT NOT NULL,
  -- YYYY-MM the summary is about.
  month TEXT NOT NULL,
  run_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (payee_kind, payee_id, month)
) WITHOUT ROWID;

-- Unsubscribe links: only the SHA-256 of the token is kept.
CREATE TABLE unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY,
  payee_kind TEXT NOT NULL,
  payee_id TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- The List-Unsubscribe address of a message (RFC 8058), emptied once sent.
ALTER TABLE email_outbox ADD COLUMN list_unsubscribe TEXT;
