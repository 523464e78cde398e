/**
 * The card payment provider's port: what the core asks of it once the provider's card fields (in the journey's
 * page) have had a charge authorised. The sandbox implements it (payments/sandbox-payment-provider.ts); a real
 * provider (Stripe: a PaymentIntent with manual capture) is another implementation, and each passes
 * {@link describePaymentProviderContract} (payments/payment-provider.contract.ts).
 */

/**
 * What the provider says of a charge: authorised (`succeeded`), declined (`failed`), or, once the core asked,
 * released: `voided` (an authorisation dropped, nothing taken) or `refunded` (a captured charge given back).
 */
export type ChargeOutcome = 'succeeded' | 'failed' | 'voided' | 'refunded';

/**
 * The card payment provider as the core calls it. A charge is named by the core's payment id and the
 * provider's reference, which the card fields hand to the journey and the journey to the core. The core captures
 * the one charge that stands and releases any other; each call is done once, then a no-op.
 *
 * @example
 * const outcome = await provider.outcome(payment.id, reference); // 'succeeded'
 * await provider.capture(payment.id, reference);
 */
export type PaymentProvider = {
  /** The provider's outcome of the charge under `reference` for the payment; undefined when it has none. */
  outcome(paymentId: string, reference: string): Promise<ChargeOutcome | undefined>;
  /** Captures the charge authorised under `reference` for the payment: the money is taken. */
  capture(paymentId: string, reference: string): Promise<void>;
  /** Whether the charge under `reference` is captured (a provider may capture on its own). */
  captured(paymentId: string, reference: string): Promise<boolean>;
  /** Voids the authorisation under `reference`, not captured: nothing is taken. */
  void(paymentId: string, reference: string): Promise<void>;
  /** Refunds the charge captured under `reference`: the money is given back. */
  refund(paymentId: string, reference: string): Promise<void>;
};
