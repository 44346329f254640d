-- Which database is production's: the address (host, port, database and user, never the password)
-- that the production deploy's daily cleanup was handed. Copied with everything else into the
-- branch Netlify makes for each deploy preview, it lets a preview tell that its database is a copy
-- and empty it of everyone's records before anything reads them (netlify/lib/runtime/preview-copy.ts).
CREATE TABLE database_home (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  production_address text NOT NULL,
  -- Set in a preview's copy once its records were deleted.
  preview_emptied_at timestamptz
);
