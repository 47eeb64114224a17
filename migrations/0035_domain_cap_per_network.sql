-- A per-domain cap never refuses a network that has not itself used it up
-- (docs/privacy.md, "Sending limits"): each mint row names the registrable
-- domain it was for, and the cap counts one network's mints for one domain.
ALTER TABLE mint_clients ADD COLUMN domain TEXT;
CREATE INDEX mint_clients_client_domain ON mint_clients (client, domain, minted_at);
