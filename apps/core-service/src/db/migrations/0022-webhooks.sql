-- Signed lifecycle webhooks (src/webhooks/): the endpoints a tenant registers, their signing secrets, the events
-- written in the same transaction as the change they tell of, one delivery per event and endpoint (the outbox the
-- relay sends from) and the log of every attempt.

-- An endpoint of a tenant: where to POST and which event types it wants. A removed endpoint is kept (its log
-- stays readable) but gets nothing more.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  url text NOT NULL CHECK (url ~ '^https?://'),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints (tenant_id) WHERE removed_at IS NULL;

-- An endpoint's signing secrets. The HMAC needs the secret itself, so it is kept (not a hash). A rotation gives
-- the endpoint a new secret and an expiry to the older ones: until then each delivery is signed with both.
CREATE TABLE webhook_secrets (
  id uuid PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX webhook_secrets_endpoint ON webhook_secrets (endpoint_id);

-- An event as sent: its body is fixed when the change happens (every attempt signs and sends the same bytes).
-- `seq` orders the events of one transaction, which share their created_at.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  tenant_id text NOT NULL REFERENCES tenants(id),
  type text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One event for one endpoint. `pending` until the endpoint answers 2xx (`delivered`) or its retry window ends
-- (`failed`); the relay claims a due one by moving next_attempt_at past the attempt's timeout (a lease).
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  event_id text NOT NULL REFERENCES webhook_events(id),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  retry_until timestamptz NOT NULL DEFAULT now() + interval '24 hours',
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, status);

-- The delivery log: each attempt's time, the answer's HTTP status or why there was none, and its duration.
CREATE TABLE webhook_attempts (
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id),
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  http_status integer,
  error text,
  duration_ms integer NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);
