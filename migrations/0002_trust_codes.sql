-- Organisation requests awaiting review (approval arrives with the operator console).
CREATE TABLE organisation_requests (
  id TEXT PRIMARY KEY,
  organization_name TEXT NOT NULL,
  website TEXT NOT NULL,
  country TEXT NOT NULL,
  vertical TEXT NOT NULL,
  audience_size TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL,
  timeframe TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL
);
CREATE INDEX organisation_requests_created ON organisation_requests (created_at);

-- Individual issuers; payout fields of the unchosen method stay NULL.
CREATE TABLE issuers (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  country_of_residence TEXT NOT NULL,
  payout_method TEXT NOT NULL CHECK (payout_method IN ('paypal', 'cheque')),
  paypal_email TEXT,
  date_of_birth TEXT,
  postal_name TEXT,
  postal_address_line1 TEXT,
  postal_address_line2 TEXT,
  postal_city TEXT,
  postal_zip TEXT,
  postal_country TEXT,
  declarations_accepted_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'terminated')),
  created_at TEXT NOT NULL
);
-- One live code per person (docs/business-rules.md): a second active issuer with the same e-mail is refused.
CREATE UNIQUE INDEX issuers_one_live_per_email ON issuers (email) WHERE status = 'active';

-- Every Trust Code, individual or organisation; codes are stored upper-case.
CREATE TABLE trust_codes (
  code TEXT PRIMARY KEY,
  owner_kind TEXT NOT NULL CHECK (owner_kind IN ('individual', 'organisation')),
  owner_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'terminated')),
  created_at TEXT NOT NULL
);

-- Codes applied by visitors (apply endpoint); session id only, no personal data.
CREATE TABLE code_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL REFERENCES trust_codes (code),
  session_id TEXT,
  country TEXT,
  applied_at TEXT NOT NULL
);
CREATE INDEX code_applications_code_time ON code_applications (code, applied_at);

-- E-mails to send (minted codes); delivery arrives with the operator console.
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  trust_code TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
