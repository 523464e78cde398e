-- Single-use codes that carry a client session from one app to the other (the journey to the customer space
-- and back) instead of the session token in an address. The database keeps only the code's SHA-256 (hex), the
-- session it was made from (hashed too: a logout of that session voids its pending codes), its expiry and the
-- moment it was used: an exchange sets used_at, and a used code is never exchanged again.
CREATE TABLE session_hand_offs (
  code_hash text PRIMARY KEY CHECK (char_length(code_hash) = 64),
  tenant_id text NOT NULL REFERENCES tenants(id),
  session_hash text NOT NULL CHECK (char_length(session_hash) = 64),
  client_id uuid NOT NULL REFERENCES clients(id),
  prospect_id uuid REFERENCES prospects(id),
  session_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at AND expires_at <= created_at + interval '5 minutes'),
  CHECK (used_at IS NULL OR used_at >= created_at)
);
-- Codes past their expiry are purged by this index's range.
CREATE INDEX session_hand_offs_expiry ON session_hand_offs (expires_at);
