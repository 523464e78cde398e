import type { Database } from '../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  paymentById,
  providerCaptured,
  recordProviderCapture,
  recordProviderRelease,
} from './payment-repository.ts';

/**
 * The sandbox card provider as the core calls it, keeping its side beside the payment: its card fields
 * (http/sandbox-payment-provider.ts) authorise or decline a charge (`provider_outcome`), `capture` takes the
 * money (`provider_captured_at`), `void` drops an authorisation not captured and `refund` gives a captured
 * charge back (`provider_outcome` voided or refunded).
 *
 * @example
 * await confirmWithProvider(db, sandboxPaymentProvider(db), prospectId, paymentId, reference, settled);
 */
export function sandboxPaymentProvider(db: Database): PaymentProvider {
  return {
    outcome: async (paymentId, reference) => {
      const row = await paymentById(db, paymentId);
      return row?.provider_reference === reference ? (row.provider_outcome ?? undefined) : undefined;
    },
    capture: (paymentId, reference) => recordProviderCapture(db, paymentId, reference),
    captured: (paymentId, reference) => providerCaptured(db, paymentId, reference),
    void: (paymentId, reference) => recordProviderRelease(db, paymentId, reference, 'voided'),
    refund: (paymentId, reference) => recordProviderRelease(db, paymentId, reference, 'refunded'),
  };
}
