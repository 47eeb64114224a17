-- The payee's own page /my-trust-code (docs/my-trust-code.md): passwordless
-- sign-in by an e-mailed one-time code or link, and server-side sessions.

-- One row per code requested, for any address typed (known or not), so the
-- hourly limit answers the same whether or not the address holds a code. The
-- address is kept only as its keyed hash (app/lib/identity/suppression-key.ts);
-- the 8-digit code and the link token only as SHA-256.
CREATE TABLE account_sign_in_codes (
  id TEXT PRIMARY KEY,
  email_hash TEXT NOT NULL,
  -- 'sign-in', or 'details': the fresh code a payout-details change needs.
  purpose TEXT NOT NULL CHECK (purpose IN ('sign-in', 'details')),
  -- Who the code signs in; NULL when the address holds no code (nothing sent).
  subject_kind TEXT CHECK (subject_kind IN ('issuer', 'organisation')),
  subject_id TEXT,
  -- SHA-256 of "<id>:<code>"; NULL when nothing was sent.
  code_hash TEXT,
  -- SHA-256 of the link token (sign-in only).
  link_hash TEXT UNIQUE,
  -- A details code works only in the session that asked for it.
  session_hash TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX account_sign_in_codes_email ON account_sign_in_codes (email_hash, created_at);

-- A signed-in browser: only the SHA-256 of the nir_account cookie's value.
CREATE TABLE account_sessions (
  token_hash TEXT PRIMARY KEY,
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('issuer', 'organisation')),
  subject_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Set by "Sign out": the cookie stops working at once.
  ended_at TEXT
);
CREATE INDEX account_sessions_subject ON account_sessions (subject_kind, subject_id);
CREATE INDEX account_sessions_expires ON account_sessions (expires_at);
