-- Mail a person asks for cannot be turned against the site (docs/my-trust-code.md,
-- "Sign-in limits"): sign-in codes are also counted per network a day, over
-- every address, so one network cannot fill the site-wide daily e-mail cap.
CREATE INDEX account_sign_in_codes_network ON account_sign_in_codes (client, created_at);
