-- Campaigns on the payee's page (docs/my-trust-code.md, "Campaigns"): people's
-- scans and a unique-visitor sketch per code, UTC day and campaign, so the
-- funnel can be shown per campaign. '' is "no campaign"; '(other)' every
-- value outside the name rule (app/lib/account/campaign-name.ts) and every
-- campaign past the per-code-day cap (MAX_CAMPAIGNS_PER_CODE_DAY). The sketch
-- is versioned and dropped once the day is closed, like scan_code_daily's.
CREATE TABLE scan_campaign_daily (
  code TEXT NOT NULL,
  day TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',
  scans INTEGER NOT NULL DEFAULT 0,
  visitors_hll TEXT,
  visitors INTEGER,
  visitors_version INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (code, day, campaign)
) WITHOUT ROWID;
CREATE INDEX scan_campaign_daily_open_sketches ON scan_campaign_daily (day)
  WHERE visitors_hll IS NOT NULL;

-- Earlier scans: their people's scans per campaign (no visitor estimate was
-- kept per campaign), each name read by today's rule.
INSERT INTO scan_campaign_daily (code, day, campaign, scans)
SELECT code, day,
  CASE
    WHEN campaign = '' THEN ''
    WHEN length(campaign) <= 32 AND campaign NOT GLOB '*[^a-z0-9-]*' THEN campaign
    ELSE '(other)'
  END AS name,
  SUM(scans)
FROM scan_daily WHERE scans > 0
GROUP BY code, day, name;

-- The campaign the visitor arrived with (the nir_campaign cookie), if any.
ALTER TABLE code_applications ADD COLUMN campaign TEXT;
