-- Security of the core. Every change here is enforced by the database itself, so that several
-- instances sharing one PostgreSQL cannot get around it.

-- One succeeded payment per subscription: two tabs paying at once cannot both succeed.
CREATE UNIQUE INDEX payments_one_succeeded ON payments (prospect_id) WHERE status = 'succeeded';

-- Messages that carry a secret (an SMS code, a first password): their body is cleared once a real relay has
-- sent them; in sandbox mode the dev mailbox is their delivery channel.
ALTER TABLE outbox ADD COLUMN secret boolean NOT NULL DEFAULT false;
UPDATE outbox SET secret = true WHERE kind IN ('signature-code', 'welcome');

-- Sessions: an absolute expiry (expires_at) and an idle timeout measured from the last use.
ALTER TABLE client_sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX client_sessions_client ON client_sessions (tenant_id, client_id);

-- SMS codes sent per signature (a total cap; attempts are no longer reset by a resend).
ALTER TABLE signatures ADD COLUMN codes_sent integer NOT NULL DEFAULT 0;

-- Rate-limit windows that ended are purged by this index's range.
CREATE INDEX rate_limits_window ON rate_limits (window_ends_at);
