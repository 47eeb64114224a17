-- The site language a request was made in (a locale code of app/lib/i18n/locales.ts):
-- the code e-mail and every later e-mail to that person are written in it.
-- Rows from before languages existed were English.
ALTER TABLE issuers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE organisation_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE code_applications ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
