-- Every record the functions keep. Times are timestamptz (UTC); ids are what the functions give.

-- Enquiries, in the inbox and on the spam list alike: one row per enquiry, whatever happens to it.
-- Delivery (status, attempts, next attempt) and the spam verdict are separate columns, written by
-- separate statements, so marking as spam while a delivery runs leaves one row holding both.
CREATE TABLE enquiries (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When a pending enquiry may next be tried; a delivery pushes it forward by its lease.
  next_attempt_at timestamptz,
  first_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz,
  failure text CHECK (failure IN ('refused', 'expired')),
  -- A failed enquiry the owner has dealt with by hand: no longer alerted or counted as a problem.
  dismissed_at timestamptz,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  industry text NOT NULL,
  project_type text NOT NULL,
  message text NOT NULL,
  -- Where it came from: page, landingPage, referrerHost, campaign (src/lib/enquiry-source.ts).
  source jsonb,
  -- IP address, browser and Referer, kept only while the spam filter is on, for reporting to it.
  visitor jsonb,
  -- False from storing until the spam check ended; null when no filter was on.
  spam_checked boolean,
  spam_reason text CHECK (spam_reason IN ('honeypot', 'akismet', 'owner')),
  spam_marked_at timestamptz,
  honeypot text,
  discard boolean NOT NULL DEFAULT false,
  CHECK ((spam_reason IS NULL) = (spam_marked_at IS NULL)),
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL)),
  CHECK ((status = 'failed') = (failure IS NOT NULL))
);

-- The inbox, newest first, and the 24 months' retention.
CREATE INDEX enquiries_inbox ON enquiries (received_at DESC, id DESC) WHERE spam_reason IS NULL;
-- The spam list, newest first, and its 30 days' retention.
CREATE INDEX enquiries_spam ON enquiries (spam_marked_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
-- What the retry job, the alerts and the health check read.
CREATE INDEX enquiries_due ON enquiries (next_attempt_at, received_at) WHERE status = 'pending' AND spam_reason IS NULL;
CREATE INDEX enquiries_failed ON enquiries (received_at) WHERE status = 'failed' AND spam_reason IS NULL AND dismissed_at IS NULL;

-- The spam filter's outcomes, for the health check and the alerts; kept a week.
CREATE TABLE spam_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  checked_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('ham', 'spam', 'timeout', 'unreachable', 'refused', 'invalid', 'malformed')),
  reference text NOT NULL
);
CREATE INDEX spam_checks_time ON spam_checks (checked_at);

-- What the last alert to the owner covered.
CREATE TABLE alert_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_alert_at timestamptz,
  reported text[] NOT NULL DEFAULT '{}'
);

-- Newsletter subscribers, pending or confirmed: one per address, known by the SHA-256 of the
-- trimmed, lower-cased address, so signing up in any letter case finds the same row.
CREATE TABLE subscribers (
  address_key text PRIMARY KEY CHECK (address_key ~ '^[0-9a-f]{64}$'),
  id text NOT NULL UNIQUE,
  email text NOT NULL,
  source text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed')),
  subscribed_at timestamptz NOT NULL,
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  -- Confirmed, and the mailing-list provider not yet told.
  provider_sync_pending boolean NOT NULL DEFAULT false,
  held_as_spam_at timestamptz,
  CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL))
);
CREATE INDEX subscribers_unconfirmed ON subscribers ((coalesce(confirmation_sent_at, subscribed_at))) WHERE status = 'pending';
CREATE INDEX subscribers_provider_sync ON subscribers (address_key) WHERE provider_sync_pending;
CREATE INDEX subscribers_confirmed ON subscribers (confirmed_at) WHERE status = 'confirmed';

-- Every subscription id a link was signed with, and the address it belongs to: an unsubscribe link
-- from an older email still finds a later subscription of the address.
CREATE TABLE subscription_ids (
  id text PRIMARY KEY,
  address_key text NOT NULL
);
CREATE INDEX subscription_ids_address ON subscription_ids (address_key);

-- All that is left of someone who unsubscribed: the address's hash and the date, and the
-- provider's member id while the provider has yet to archive the member.
CREATE TABLE unsubscribes (
  address_key text PRIMARY KEY CHECK (address_key ~ '^[0-9a-f]{64}$'),
  unsubscribed_at timestamptz NOT NULL,
  provider_removal_pending text
);
CREATE INDEX unsubscribes_provider_removal ON unsubscribes (address_key) WHERE provider_removal_pending IS NOT NULL;

-- The Google reviews' usage: the day's calls to Google (a share of the monthly cap) and whether
-- the owner was told the share ran out; each visitor's calls in a clock hour under a keyed hash of
-- their address; and the day's hashing key. Deleted the day after.
CREATE TABLE reviews_calls (
  day date PRIMARY KEY,
  calls integer NOT NULL CHECK (calls >= 0),
  alerted boolean NOT NULL DEFAULT false
);
CREATE TABLE reviews_visitors (
  day date NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  visitor text NOT NULL,
  calls integer NOT NULL CHECK (calls > 0),
  PRIMARY KEY (day, hour, visitor)
);
CREATE TABLE reviews_hash_keys (
  day date PRIMARY KEY,
  key text NOT NULL
);
