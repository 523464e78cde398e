-- A prospect id is an identifier, not a credential. The contracts call (which answers a client
-- session) asks for a proof that only the browser that created the prospect, or the holder of a resume link
-- e-mailed to the prospect's own address, has. Proofs are random and stored as SHA-256, like client sessions.
CREATE TABLE prospect_proofs (
  proof_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  prospect_id uuid NOT NULL REFERENCES prospects(id),
  -- 'creation' (answered once by POST v2/prospects) or 'email' (carried by a resume link).
  origin text NOT NULL CHECK (origin IN ('creation', 'email')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prospect_proofs_prospect ON prospect_proofs (prospect_id);
