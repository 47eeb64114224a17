-- Sending caps that cannot be turned against real people (docs/privacy.md,
-- "Sending limits").

-- Mail a person is waiting for (a code e-mail with its verification link, a
-- reminder, a sign-in code) is sent before bulk mail when the daily cap bites.
-- 1 = someone is waiting (the default, so no writer forgets a person who
-- waits), 0 = bulk, which a writer asks for explicitly.
ALTER TABLE email_outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 1;
CREATE INDEX email_outbox_priority ON email_outbox (status, priority, created_at);

-- issuers.email_domain now holds the registrable domain (public-suffix
-- aware); the per-domain cap counts only codes whose holder has not verified.
CREATE INDEX issuers_unverified_domain ON issuers (email_domain, created_at)
  WHERE verified_at IS NULL;

-- New individual codes per client network (IPv4 address or IPv6 /64,
-- app/lib/client-key.ts) in the last 24 hours: one row per mint, swept after
-- a day (app/lib/db/retention.ts).
CREATE TABLE mint_clients (
  client TEXT NOT NULL,
  minted_at TEXT NOT NULL
);
CREATE INDEX mint_clients_client_time ON mint_clients (client, minted_at);
