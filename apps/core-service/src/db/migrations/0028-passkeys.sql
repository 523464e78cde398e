-- Passkeys (WebAuthn): a client signs in with a key pair their device keeps, instead of a password.
-- passkeys: each credential a client registered, with its public key (COSE), its signature counter, the
-- transports the browser reported, the RP ID it is bound to, the name the client gave it, and when it was
-- made and last used. A credential id is unique within a tenant; at most 10 per client (checked by the insert).
CREATE TABLE passkeys (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  -- base64url of at most 1023 bytes (WebAuthn Level 3, credential id).
  credential_id text NOT NULL
    CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND char_length(credential_id) BETWEEN 16 AND 1364),
  public_key bytea NOT NULL CHECK (octet_length(public_key) BETWEEN 32 AND 1024),
  counter bigint NOT NULL DEFAULT 0 CHECK (counter BETWEEN 0 AND 4294967295),
  transports text[] NOT NULL DEFAULT '{}' CHECK (cardinality(transports) <= 8),
  rp_id text NOT NULL CHECK (char_length(rp_id) BETWEEN 1 AND 253),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  UNIQUE (tenant_id, credential_id)
);
CREATE INDEX passkeys_client ON passkeys (client_id, created_at);

-- The challenges handed out for a registration (a signed-in client's) or an authentication (anyone's): the
-- database keeps the challenge's SHA-256, the origin and RP ID it was made for, and its expiry (5 minutes).
-- A challenge is used once: verifying deletes it, whatever the outcome.
CREATE TABLE passkey_challenges (
  challenge_hash text PRIMARY KEY CHECK (char_length(challenge_hash) = 64),
  tenant_id text NOT NULL REFERENCES tenants(id),
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  client_id uuid REFERENCES clients(id) ON DELETE CASCADE,
  origin text NOT NULL CHECK (char_length(origin) BETWEEN 1 AND 300),
  rp_id text NOT NULL CHECK (char_length(rp_id) BETWEEN 1 AND 253),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at AND expires_at <= created_at + interval '10 minutes'),
  -- A registration belongs to the client who asked for it; an authentication to nobody yet.
  CHECK ((purpose = 'registration') = (client_id IS NOT NULL))
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
