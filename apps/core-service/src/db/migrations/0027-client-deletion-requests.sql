-- A client's request to delete their account (the customer space's "Delete my account"): one per account (the
-- primary key refuses a second one), recorded with who asked (the client) and when. The tenant's operators
-- act on it (the `client.deletion_requested` event tells them): what they erase and what the law has them keep is
-- in docs/security.md, "What is kept, and for how long".
CREATE TABLE client_deletion_requests (
  client_id uuid PRIMARY KEY REFERENCES clients(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  requested_by text NOT NULL DEFAULT 'client' CHECK (requested_by IN ('client')),
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_deletion_requests_tenant ON client_deletion_requests (tenant_id, requested_at);
