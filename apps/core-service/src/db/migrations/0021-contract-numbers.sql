-- The contract number (policy number) a client quotes: `<TENANT>-<YEAR>-<7 digits>`, the tenant's id in capitals
-- (PLUSSIMPLE-DE-2026-0000042). Given when the subscription is signed, because the signed contract carries it,
-- and never changed. Numbers count per tenant and year; a counter row is locked while a number is taken, and
-- the unique constraint keeps two contracts of one tenant from ever sharing a number.
CREATE TABLE contract_number_counters (
  tenant_id text NOT NULL REFERENCES tenants(id),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
  last_value integer NOT NULL CHECK (last_value BETWEEN 1 AND 9999999),
  PRIMARY KEY (tenant_id, year)
);

ALTER TABLE contracts ADD COLUMN number text
  CHECK (number IS NULL OR number ~ '^[A-Z0-9]+(-[A-Z0-9]+)*-[0-9]{4}-[0-9]{7}$');
ALTER TABLE contracts ADD CONSTRAINT contracts_tenant_number_key UNIQUE (tenant_id, number);

-- Contracts signed before numbers existed get theirs now, in the order they were made.
WITH numbered AS (
  SELECT c.id, extract(year FROM c.created_at)::int AS year,
    row_number() OVER (
      PARTITION BY c.tenant_id, extract(year FROM c.created_at) ORDER BY c.created_at, c.id
    ) AS n
  FROM contracts c
  WHERE c.status <> 'draft' OR EXISTS (SELECT 1 FROM signed_subscriptions s WHERE s.prospect_id = c.prospect_id)
)
UPDATE contracts c
SET number = upper(regexp_replace(c.tenant_id, '[^A-Za-z0-9]+', '-', 'g')) || '-' || numbered.year || '-'
  || lpad(numbered.n::text, 7, '0')
FROM numbered WHERE numbered.id = c.id;

INSERT INTO contract_number_counters (tenant_id, year, last_value)
SELECT tenant_id, substring(number FROM '-([0-9]{4})-[0-9]{7}$')::int, max(right(number, 7)::int)
FROM contracts WHERE number IS NOT NULL
GROUP BY 1, 2;
