-- A card charge the provider captured after another payment of the subscription had succeeded or was being
-- collected is refunded through the provider, never left standing: the payment is `refunded`, with its time.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('requires_action', 'processing', 'succeeded', 'failed', 'refunded'));
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
