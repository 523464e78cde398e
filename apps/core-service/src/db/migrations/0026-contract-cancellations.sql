-- A client's request to cancel an active contract (the customer space's "Cancel this contract"): one per
-- contract (the primary key refuses a second one), recorded with who asked (the client) and when. The contract
-- ends on `effective_date`, its yearly due date with `notice_months` months' notice (cancellations/
-- notice-period.ts); until then it is listed as `cancellation_requested`, then as `cancelled`. The reason is one
-- of the contract's `CancellationReason` values, or none.
CREATE TABLE contract_cancellations (
  contract_id uuid PRIMARY KEY REFERENCES contracts(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  requested_by text NOT NULL DEFAULT 'client' CHECK (requested_by IN ('client')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  effective_date date NOT NULL,
  notice_months smallint NOT NULL CHECK (notice_months BETWEEN 0 AND 12),
  reason text CHECK (reason IN ('price', 'coverage', 'business_closed', 'other_insurer', 'other')),
  CHECK (effective_date > (requested_at AT TIME ZONE 'UTC')::date)
);
CREATE INDEX contract_cancellations_tenant ON contract_cancellations (tenant_id, requested_at);
