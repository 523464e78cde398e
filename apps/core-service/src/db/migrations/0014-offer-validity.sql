-- (docs/offers.md): an offer's price holds for its validity (OFFER_VALIDITY_DAYS), then is
-- priced again from the tariff in force.

-- When the saved choice was priced (the quote's date): within the validity it is priced with the tariff in
-- force then. Rows saved before this migration count from their last change.
ALTER TABLE offers ADD COLUMN priced_at timestamptz;
UPDATE offers SET priced_at = updated_at;
ALTER TABLE offers ALTER COLUMN priced_at SET NOT NULL;
ALTER TABLE offers ALTER COLUMN priced_at SET DEFAULT now();
-- The yearly premium before the last re-pricing changed it, shown to the visitor until their next choice.
ALTER TABLE offers ADD COLUMN previous_premium integer CHECK (previous_premium BETWEEN 0 AND 100000000000);
ALTER TABLE offers ADD COLUMN repriced_at timestamptz;

-- A tenant's tariff revisions of a product: from effective_from on, its rates are the shipped tables' rates
-- times index_percent / 100 (100: as shipped). Never updated nor deleted: an offer is priced with the
-- revision in force at its quote's date, so history must stay.
CREATE TABLE pricing_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  product text NOT NULL CHECK (char_length(product) BETWEEN 1 AND 100),
  index_percent integer NOT NULL CHECK (index_percent BETWEEN 50 AND 200),
  effective_from timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pricing_revisions_in_force ON pricing_revisions (tenant_id, product, effective_from DESC, id DESC);
