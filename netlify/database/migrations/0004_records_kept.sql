-- Deploy previews and branch deploys are emptied by their own build now, under the build's own
-- context (scripts/empty-preview-database.ts), never by a function deciding at request time: the
-- record of production's address and the mark of an emptied copy go. Code from before this change,
-- if rolled back to, fails on the missing table where it would have emptied or recorded, and so
-- can never empty anything.
DROP TABLE database_home;

-- An erase is recorded before it runs ('pending') and settled in the statement that erases
-- ('done'); 'mailchimp-failed' (Mailchimp refused: nothing was erased) and 'erase-failed'
-- (Mailchimp's member was deleted, the site's records then could not be) are recorded as such.
ALTER TABLE data_requests DROP CONSTRAINT data_requests_outcome_check;
ALTER TABLE data_requests ADD CONSTRAINT data_requests_outcome_check
  CHECK (outcome IN ('pending', 'done', 'mailchimp-failed', 'erase-failed'));

-- The request log named addresses by their plain SHA-256, which anyone holding the table could
-- test a guessed address against. New requests are keyed with the site's secret
-- (DATA_REQUESTS_SECRET); the old fingerprints become random values that identify nobody (those
-- requests stay, with their dates and counts, but are no longer found by a search of the address).
UPDATE data_requests SET address_key = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
