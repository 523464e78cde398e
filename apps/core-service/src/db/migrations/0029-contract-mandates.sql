-- A new SEPA mandate when the client changes the IBAN of a contract paid by direct debit (the customer space's
-- "Change the IBAN"). The contract's first mandate is its payment's (payments.mandate_reference); each change adds
-- a row here with a new reference, registered with the bank, and marks the one it replaces superseded: the
-- payment's (payments.mandate_superseded_at) or the previous row's. A contract has one current mandate: the
-- partial unique index refuses two. Only the IBAN's country and last four characters are kept: the bank holds
-- the account (payments/sepa-bank.ts).
CREATE TABLE contract_mandates (
  reference text PRIMARY KEY CHECK (char_length(reference) BETWEEN 1 AND 35),
  contract_id uuid NOT NULL REFERENCES contracts(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  replaces text NOT NULL CHECK (char_length(replaces) BETWEEN 1 AND 64),
  iban_country text NOT NULL CHECK (iban_country ~ '^[A-Z]{2}$'),
  iban_last4 text NOT NULL CHECK (iban_last4 ~ '^[0-9A-Z]{4}$'),
  account_holder text NOT NULL CHECK (char_length(account_holder) BETWEEN 1 AND 200),
  bank_reference text NOT NULL CHECK (char_length(bank_reference) BETWEEN 1 AND 200),
  signed_at timestamptz NOT NULL DEFAULT now(),
  superseded_at timestamptz,
  CHECK (superseded_at IS NULL OR superseded_at >= signed_at)
);
CREATE UNIQUE INDEX contract_mandates_current ON contract_mandates (contract_id) WHERE superseded_at IS NULL;
CREATE INDEX contract_mandates_client ON contract_mandates (tenant_id, client_id);

ALTER TABLE payments ADD COLUMN mandate_superseded_at timestamptz;

-- One record of every change a client makes in the customer space, with who made it and when: `session` (the
-- first 16 hexadecimal characters of the session token's SHA-256, which tells sessions apart and opens none) or
-- `link` (a single-use link from an e-mail), and the request's address. `contract_id` names the contract a
-- change is about. Kept as long as the account: the client reads it in their data export.
CREATE TABLE self_service_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  change text NOT NULL CHECK (change IN ('iban_changed', 'contact_changed', 'email_change_requested',
    'email_confirmed', 'cancellation_requested', 'deletion_requested', 'password_changed')),
  contract_id uuid REFERENCES contracts(id),
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL CHECK (changed_by IN ('session', 'link')),
  session_id text CHECK (session_id ~ '^[0-9a-f]{16}$'),
  ip_address text CHECK (char_length(ip_address) <= 45),
  CHECK ((changed_by = 'session') = (session_id IS NOT NULL))
);
CREATE INDEX self_service_changes_client ON self_service_changes (client_id, changed_at);
