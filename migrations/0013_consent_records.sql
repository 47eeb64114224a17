-- One row per cookie choice, for accountability (docs/consent.md): what was
-- chosen, under which cookie policy version, when, and a keyed hash of the
-- browser's random consent id. Never an IP address or a user agent.
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY,
  choice TEXT NOT NULL CHECK (choice IN ('accept', 'decline', 'gpc')),
  policy_version TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  session_hash TEXT NOT NULL
);

-- The retention sweep deletes by age (app/lib/db/retention.ts).
CREATE INDEX consent_records_recorded_at ON consent_records (recorded_at);
