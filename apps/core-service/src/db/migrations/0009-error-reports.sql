-- The sandbox of the error-reporting service. The journey's SDK (configured with a local DSN) sends
-- its envelopes to the core, which keeps the error events here for the dev pages (newest first, a bounded
-- number: domain/error-reports.ts deletes the oldest). Never used in production (the receiver is off there).
CREATE TABLE error_reports (
  id bigserial PRIMARY KEY,
  project text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  level text NOT NULL,
  message text NOT NULL,
  tenant text,
  trace_id text,
  release text,
  environment text,
  tags jsonb NOT NULL DEFAULT '{}',
  event jsonb NOT NULL
);
CREATE INDEX error_reports_tenant ON error_reports (tenant, id DESC);
