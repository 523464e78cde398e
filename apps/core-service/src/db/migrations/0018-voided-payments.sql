-- A card charge that must not stand (another payment of the subscription succeeded or is being collected) is
-- released through the provider: voided while only authorised (nothing was taken), refunded once captured.
-- The payment records which: `voided` with its time, or `refunded` with its time. The sandbox provider keeps its
-- side beside the payment: the card page authorises a charge, the provider captures it when the core asks.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('requires_action', 'processing', 'succeeded', 'failed', 'refunded', 'voided'));
ALTER TABLE payments ADD COLUMN voided_at timestamptz;
ALTER TABLE payments ADD COLUMN provider_captured_at timestamptz;
-- Until now the sandbox captured a card when its page accepted it.
UPDATE payments SET provider_captured_at = updated_at
  WHERE method = 'card' AND provider_outcome IN ('succeeded', 'refunded');
