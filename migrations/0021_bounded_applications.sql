-- Anonymous requests cannot grow the database without bound (docs/privacy.md).

-- A session id is a UUID (36 characters, set by the worker) or nothing: what
-- was stored unchecked before is dropped.
UPDATE code_applications SET session_id = NULL
  WHERE session_id IS NOT NULL AND length(session_id) <> 36;

-- One application per code, session and UTC day (app/lib/db/applications.ts
-- inserts with OR IGNORE): a repeated apply counts once.
DELETE FROM code_applications
  WHERE session_id IS NOT NULL AND id NOT IN (
    SELECT MIN(id) FROM code_applications WHERE session_id IS NOT NULL
    GROUP BY code, session_id, substr(applied_at, 1, 10)
  );
CREATE UNIQUE INDEX code_applications_once_a_day
  ON code_applications (code, session_id, substr(applied_at, 1, 10))
  WHERE session_id IS NOT NULL;

-- The retention sweep deletes old applications and unreviewed requests by age.
CREATE INDEX code_applications_applied_at ON code_applications (applied_at);
CREATE INDEX organisation_requests_pending_created ON organisation_requests (created_at)
  WHERE status = 'pending';
