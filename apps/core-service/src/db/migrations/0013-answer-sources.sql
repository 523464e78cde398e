-- Agent-started journeys. An agent starts a subscription on a prospect's behalf with an
-- agent_token; each answer then records who gave it, the agent or the prospect, and when
-- (docs/security.md, "Who gave an answer"). The rule that decides it is domain/answer-sources.ts's.

-- The tenants' agents. Their token is a credential (it earns the agent's proof on a prospect), so it is kept as
-- SHA-256 only, like client sessions and prospect proofs; the name is what the customer space shows.
CREATE TABLE agents (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  token_hash text NOT NULL UNIQUE CHECK (char_length(token_hash) = 64),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agents_tenant ON agents (tenant_id);

-- The agent who started the prospect (null: the prospect started it). The agent_token column is no longer
-- written: a credential has no place in clear on every prospect.
ALTER TABLE prospects ADD COLUMN agent_id uuid REFERENCES agents(id);

-- An 'agent' proof is the creation proof of a prospect started with a known agent_token: the agent's browser
-- holds it, and every answer written with it is the agent's.
ALTER TABLE prospect_proofs DROP CONSTRAINT prospect_proofs_origin_check;
ALTER TABLE prospect_proofs ADD CONSTRAINT prospect_proofs_origin_check
  CHECK (origin IN ('creation', 'email', 'agent'));

-- One row per answer (question or field) of an agent-started prospect: who gave its current value, and when.
-- An answer sent again unchanged keeps its row; a changed one takes the new giver.
CREATE TABLE answer_sources (
  prospect_id uuid NOT NULL REFERENCES prospects(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  section text NOT NULL
    CHECK (section IN ('company', 'contact', 'criteria', 'declarations', 'offer', 'beneficial_owners')),
  field text NOT NULL CHECK (char_length(field) BETWEEN 1 AND 100),
  source text NOT NULL CHECK (source IN ('agent', 'prospect')),
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (prospect_id, section, field)
);
