-- Unhooking is a real step. Criteria outside a product's bounds cannot be priced online: the prospect
-- requests a custom offer, recorded here for the advisers' queue (qualification, unhooking).
ALTER TABLE prospects ADD COLUMN custom_offer_requested_at timestamptz;
ALTER TABLE prospects ADD COLUMN custom_offer_message text
  CONSTRAINT prospects_custom_offer_message_length CHECK (char_length(custom_offer_message) <= 2000);
