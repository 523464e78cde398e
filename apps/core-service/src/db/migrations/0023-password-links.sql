-- Single-use links that let a client choose a password: the welcome e-mail's, once the first contract is
-- issued (no password travels by e-mail), and a forgotten password's. The database keeps only the token's
-- SHA-256 (hex), its purpose, its expiry and the moment it was used: using it sets used_at, and a used link is
-- never used again. Choosing a password through a link, or changing it, ends the client's other sessions.
CREATE TABLE password_links (
  token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
  tenant_id text NOT NULL REFERENCES tenants(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  purpose text NOT NULL CHECK (purpose IN ('welcome', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at AND expires_at <= created_at + interval '7 days'),
  CHECK (used_at IS NULL OR used_at >= created_at)
);
CREATE INDEX password_links_client ON password_links (client_id);
CREATE INDEX password_links_expiry ON password_links (expires_at);
