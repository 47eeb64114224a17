-- Scans become daily aggregates fed by a queue (docs/decisions/scan-pipeline.md):
-- storage grows with codes x days, never with scans, and no row describes one visit.

-- Counts per day x code x where (qr / landing / page) x source x campaign x country.
-- "" stands for no campaign / no country: NULL cannot sit in a primary key.
CREATE TABLE scan_daily (
  day TEXT NOT NULL,
  code TEXT NOT NULL,
  surface TEXT NOT NULL CHECK (surface IN ('qr', 'landing', 'page')),
  source TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  scans INTEGER NOT NULL DEFAULT 0,
  bot_events INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, code, surface, source, campaign, country)
) WITHOUT ROWID;
CREATE INDEX scan_daily_code_day ON scan_daily (code, day);

-- Per day x code: people's scans, bot events and the unique-visitor sketch
-- (HyperLogLog, 1,024 registers as 2,048 hex digits; workers/scans/hll.ts) with
-- its estimate. visitors_version counts sketch writes, guarding against a concurrent consumer.
-- History folded below has no sketch, so no visitor estimate.
CREATE TABLE scan_code_daily (
  code TEXT NOT NULL,
  day TEXT NOT NULL,
  scans INTEGER NOT NULL DEFAULT 0,
  bot_events INTEGER NOT NULL DEFAULT 0,
  visitors_hll TEXT,
  visitors INTEGER,
  visitors_version INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (code, day)
) WITHOUT ROWID;
-- Sketches are kept only while their day can still receive events; this index
-- holds just those few days, so dropping old sketches never scans the table.
CREATE INDEX scan_code_daily_open_sketches ON scan_code_daily (day)
  WHERE visitors_hll IS NOT NULL;

-- Events for codes that do not exist: one count per day, for abuse monitoring.
CREATE TABLE scan_unknown_daily (
  day TEXT PRIMARY KEY,
  events INTEGER NOT NULL DEFAULT 0,
  bot_events INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Ids of events already folded in, so a redelivered message never counts twice.
-- Time-ordered ids; the consumer deletes those older than the queue's retention.
CREATE TABLE scan_event_ids (
  id TEXT PRIMARY KEY
) WITHOUT ROWID;

-- Fold the raw rows into the aggregates; a path becomes its fixed label.
INSERT INTO scan_daily (day, code, surface, source, campaign, country, scans, bot_events)
SELECT substr(s.scanned_at, 1, 10), s.code,
  CASE
    WHEN s.path = '/c' OR s.path LIKE '/c/%' OR s.path LIKE '/%d1%81/%' THEN 'qr'
    WHEN s.path = '/' THEN 'landing'
    ELSE 'page'
  END,
  s.source, COALESCE(s.campaign, ''), COALESCE(s.country, ''), COUNT(*), 0
FROM scans s WHERE s.code IN (SELECT code FROM trust_codes)
GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO scan_code_daily (code, day, scans, bot_events, visitors_hll, visitors)
SELECT s.code, substr(s.scanned_at, 1, 10), COUNT(*), 0, NULL, NULL
FROM scans s WHERE s.code IN (SELECT code FROM trust_codes)
GROUP BY 1, 2;

INSERT INTO scan_unknown_daily (day, events, bot_events)
SELECT substr(s.scanned_at, 1, 10), COUNT(*), 0
FROM scans s WHERE s.code NOT IN (SELECT code FROM trust_codes)
GROUP BY 1;

DROP TABLE scans;
