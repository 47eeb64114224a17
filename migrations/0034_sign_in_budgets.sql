-- Nobody can lock an owner out of /my-trust-code (docs/my-trust-code.md,
-- "Sign-in limits"): codes are counted per address and per network, a code
-- works only in the browser that asked for it, and a browser that signed in
-- to an address before is known to it.

-- The requester's network (IPv4 address or IPv6 /64, app/lib/client-key.ts)
-- and the SHA-256 of the nir_sign_in cookie set with the request (sign-in
-- codes; a details code is bound to its session instead).
ALTER TABLE account_sign_in_codes ADD COLUMN client TEXT;
ALTER TABLE account_sign_in_codes ADD COLUMN browser_hash TEXT;
CREATE INDEX account_sign_in_codes_client ON account_sign_in_codes (email_hash, client, created_at);

-- Browsers that signed in to an address: SHA-256 of the nir_device cookie and
-- the address's keyed hash. Such a browser is never refused by the daily cap.
CREATE TABLE account_devices (
  device_hash TEXT NOT NULL,
  email_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (device_hash, email_hash)
);
CREATE INDEX account_devices_created ON account_devices (created_at);
