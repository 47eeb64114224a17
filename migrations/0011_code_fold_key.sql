-- Reading a typed code generously (docs/attribution.md "Reading a typed code"):
-- every code with its look-alikes folded onto one character, the same mapping
-- as CONFUSABLES in app/lib/code-reading.ts (a worker test keeps them equal).
-- Virtual: computed from `code`, so every existing and future row has it and
-- no INSERT changes; the index makes "which active code reads like this" one
-- index look-up per key.
ALTER TABLE trust_codes ADD COLUMN fold_key TEXT GENERATED ALWAYS AS (
  replace(replace(replace(replace(replace(replace(replace(replace(replace(
    code, 'O', '0'), 'Q', '0'), 'D', '0'), 'I', '1'), 'L', '1'),
    'Z', '2'), 'S', '5'), 'B', '8'), 'U', 'V')
) VIRTUAL;
CREATE INDEX trust_codes_fold_key ON trust_codes (fold_key);
