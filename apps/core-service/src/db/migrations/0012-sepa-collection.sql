-- A SEPA direct debit is `processing` until the bank collects it (domain/sepa-mandates.ts).
-- A debit being collected counts as paid for the one-payment guard: a second payment cannot start, nor succeed,
-- while the bank has not answered (it succeeds or fails; a failed debit frees the guard).
DROP INDEX IF EXISTS payments_one_succeeded;
CREATE UNIQUE INDEX payments_one_paid ON payments (prospect_id) WHERE status IN ('succeeded', 'processing');

-- The sandbox bank's list: a tenant's debits waiting for it, oldest first.
CREATE INDEX payments_collecting ON payments (tenant_id, created_at) WHERE status = 'processing';
