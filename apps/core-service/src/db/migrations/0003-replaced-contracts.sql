-- A cross-sell of a product the client already holds replaces that contract (an amendment).
ALTER TABLE contracts DROP CONSTRAINT contracts_status_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_status_check CHECK (status IN ('draft', 'active', 'replaced'));
