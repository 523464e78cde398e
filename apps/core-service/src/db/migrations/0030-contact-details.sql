-- The client's contact details, changed in the customer space. The phone changes at once: until the client sets
-- one, the phone is their latest subscription's. A new e-mail waits for its confirmation: a single-use link with
-- an expiry, e-mailed to the new address. The database keeps only the token's SHA-256 (hex), the new address,
-- the expiry and the moment it was used; using it makes the address the account's login (the login is the
-- e-mail), and ends the client's other pending links.
ALTER TABLE clients ADD COLUMN phone text;
ALTER TABLE clients ADD CONSTRAINT clients_phone_length CHECK (char_length(phone) <= 20);

CREATE TABLE email_change_links (
  token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
  tenant_id text NOT NULL REFERENCES tenants(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  new_email text NOT NULL CHECK (char_length(new_email) BETWEEN 3 AND 254),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at AND expires_at <= created_at + interval '2 days'),
  CHECK (used_at IS NULL OR used_at >= created_at)
);
CREATE INDEX email_change_links_client ON email_change_links (client_id, created_at);
CREATE INDEX email_change_links_expiry ON email_change_links (expires_at);
