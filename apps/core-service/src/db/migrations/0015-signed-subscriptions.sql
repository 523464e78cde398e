-- A signed subscription is frozen (docs/security.md, "The signed state"): what the subscriber signed is kept as
-- it was signed, and the payment, the contract and the documents are read from it, never computed again.

-- When the prospect's subscription was signed: from then on every write to its answers is refused.
ALTER TABLE prospects ADD COLUMN signed_at timestamptz;

-- What was signed, written in the transaction that marks the signature signed, never updated nor deleted.
CREATE TABLE signed_subscriptions (
  prospect_id uuid PRIMARY KEY REFERENCES prospects(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  signature_id text NOT NULL UNIQUE REFERENCES signatures(id),
  -- The answers: product, criteria, eligibility answers, company and contact fields, beneficial owners.
  answers jsonb NOT NULL,
  -- The offer chosen (formula, excess level, options, audience) and its price, amounts in minor units.
  offer jsonb NOT NULL,
  annual_premium integer NOT NULL CHECK (annual_premium BETWEEN 0 AND 100000000000),
  -- The amounts of each payment frequency (or the amendment) as offered when signing, and a refund owed.
  payment_amounts jsonb NOT NULL,
  refund integer CHECK (refund BETWEEN 0 AND 100000000000),
  -- The language the documents were generated in.
  locale text NOT NULL,
  -- The signature's audit record.
  signed_at timestamptz NOT NULL,
  consented_at timestamptz NOT NULL,
  phone_hint text NOT NULL,
  codes_sent integer NOT NULL,
  code_attempts integer NOT NULL,
  ip_address text NOT NULL
);

-- Each signed document's bytes as generated when signing, with their SHA-256 (hex).
CREATE TABLE signed_documents (
  prospect_id uuid NOT NULL REFERENCES signed_subscriptions(prospect_id),
  document_id text NOT NULL,
  template text NOT NULL,
  formula text,
  position integer NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (prospect_id, document_id)
);
