-- Every /c/<code> scan and every page load carrying a code, for cohort reports.
CREATE TABLE scans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT,
  country TEXT,
  path TEXT NOT NULL,
  scanned_at TEXT NOT NULL
);
CREATE INDEX scans_code_time ON scans (code, scanned_at);
