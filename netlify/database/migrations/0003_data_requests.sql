-- The owner's Data requests page: one person's records found by their email address, and a record
-- of each request handled.

-- Enquiries (inbox and spam list alike) by their address in any letter case: the page's search and
-- its erase read one person's rows by this index, however many enquiries there are. Addresses are
-- stored trimmed (the form's schema trims them, and so does what the spam list keeps).
CREATE INDEX enquiries_address ON enquiries (lower(email));

-- The spam filter's checks of one enquiry or sign-up, by its reference, for the same search.
CREATE INDEX spam_checks_reference ON spam_checks (reference);

-- Each request the owner handled on the page, as evidence that it was answered: when, what was
-- done, how many records of each kind were found or erased, and the SHA-256 of the trimmed,
-- lower-cased address (the fingerprint the newsletter keys its records by), never the address.
-- Kept 6 years, then deleted by the daily clean-up.
CREATE TABLE data_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  handled_at timestamptz NOT NULL,
  action text NOT NULL CHECK (action IN ('search', 'export', 'erase')),
  address_key text NOT NULL CHECK (address_key ~ '^[0-9a-f]{64}$'),
  -- Records of each kind: inbox, spam, spamChecks, subscribers, subscriptionIds, unsubscribes.
  counts jsonb NOT NULL,
  -- Mailchimp's part when it is configured: the member's status found, or for an erase 'deleted',
  -- 'absent' or 'failed'. Null without Mailchimp.
  mailchimp text,
  -- 'done', or why an erase stopped ('mailchimp-failed': nothing was erased).
  outcome text NOT NULL CHECK (outcome IN ('done', 'mailchimp-failed'))
);
CREATE INDEX data_requests_newest ON data_requests (handled_at DESC, id DESC);
-- The earlier requests about the address being searched, shown with what was found.
CREATE INDEX data_requests_address ON data_requests (address_key, handled_at DESC);
