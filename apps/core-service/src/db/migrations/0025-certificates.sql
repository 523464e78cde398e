-- Certificates of insurance: each one the client asks for carries its own verification code, 128 random bits
-- that cannot be guessed. The database keeps only the code's SHA-256 (hex), unique, so a stolen table verifies
-- nothing; the public verification reads the row by that hash within its tenant. The company's name and the
-- period are those the certificate states; whether it is valid, expired or cancelled is read from the contract
-- and the date each time it is checked.
CREATE TABLE certificates (
  code_hash text PRIMARY KEY CHECK (char_length(code_hash) = 64),
  tenant_id text NOT NULL REFERENCES tenants(id),
  contract_id uuid NOT NULL REFERENCES contracts(id),
  company_name text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on)
);
CREATE INDEX certificates_contract ON certificates (contract_id);
