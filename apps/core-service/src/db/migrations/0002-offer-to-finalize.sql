-- Part 2 (offer to finalize): the offer choice, clients and their contracts, the signature and payment
-- sandboxes, beneficial owners and tracking events. Every row belongs to a tenant.

-- The client accounts (logged-in clients). A client exists from the contracts call on; finalize
-- activates the account and gives it a password (scrypt hash, never the password itself).
CREATE TABLE clients (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  login text NOT NULL,
  password_hash text,
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX clients_login ON clients (tenant_id, lower(login));

ALTER TABLE prospects ADD COLUMN client_id uuid REFERENCES clients(id);
ALTER TABLE prospects ADD COLUMN beneficiaries jsonb;
ALTER TABLE client_sessions ADD COLUMN client_id uuid REFERENCES clients(id);

-- The formula, excess level, options and audience chosen on the offer screen.
CREATE TABLE offers (
  prospect_id uuid PRIMARY KEY REFERENCES prospects(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  formula text NOT NULL,
  excess_level text NOT NULL,
  options jsonb NOT NULL DEFAULT '[]',
  audience text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contracts (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  prospect_id uuid NOT NULL UNIQUE REFERENCES prospects(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  product text NOT NULL,
  formula text NOT NULL,
  annual_premium integer NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'active')),
  starts_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The e-signature sandbox: the SMS code is stored hashed, with its send time and the attempts made.
CREATE TABLE signatures (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  prospect_id uuid NOT NULL REFERENCES prospects(id),
  status text NOT NULL CHECK (status IN ('pending', 'signed', 'cancelled', 'failed')),
  return_origin text,
  consented_at timestamptz,
  code_hash text,
  code_sent_at timestamptz,
  code_attempts integer NOT NULL DEFAULT 0,
  signed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signatures_prospect ON signatures (prospect_id, created_at);

-- The card and SEPA sandbox. The provider's side (outcome of the test card) is kept beside the payment.
CREATE SEQUENCE mandate_numbers;
CREATE TABLE payments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  prospect_id uuid NOT NULL REFERENCES prospects(id),
  method text NOT NULL CHECK (method IN ('card', 'sepa')),
  frequency text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_action', 'processing', 'succeeded', 'failed')),
  amount integer NOT NULL,
  client_secret text,
  mandate_reference text,
  iban_last4 text,
  provider_reference text,
  provider_outcome text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_prospect ON payments (prospect_id, created_at);

CREATE TABLE tracking_events (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  type text NOT NULL CHECK (type IN ('event', 'page')),
  name text,
  prospect_id text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE outbox ADD COLUMN prospect_id uuid REFERENCES prospects(id);
ALTER TABLE outbox ADD COLUMN kind text;
