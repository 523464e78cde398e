-- The funnel report (domain/tracking.ts) reads a tenant's tracking events by prospect, and the dev
-- listing reads the latest ones: both by tenant first.
CREATE INDEX tracking_events_tenant_prospect ON tracking_events (tenant_id, prospect_id, created_at);
CREATE INDEX tracking_events_tenant_latest ON tracking_events (tenant_id, id DESC);
