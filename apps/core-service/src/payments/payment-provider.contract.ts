import { describe, expect, test } from 'vitest';
import type { PaymentProvider } from './payment-provider.ts';

/** A provider under test, and how to have it authorise a charge with one of its own test cards. */
export type PaymentProviderFixture = {
  provider: PaymentProvider;
  /**
   * Has a new charge authorised (`success`) or declined (`decline`) as the provider's card fields would:
   * answers the core's payment id and the provider's reference of the charge.
   */
  authorise(card: 'success' | 'decline'): Promise<{ paymentId: string; reference: string }>;
};

/**
 * The contract every card payment provider passes: outcomes of authorised and declined charges, capture,
 * void and refund, each once then a no-op, and nothing known of a reference that is not the payment's. Run it
 * from a `*.test.ts` with the adapter's fixture.
 *
 * @example
 * describePaymentProviderContract('sandbox', async () => ({ provider: sandboxPaymentProvider(db), authorise }));
 */
export function describePaymentProviderContract(
  name: string,
  makeFixture: () => Promise<PaymentProviderFixture>,
): void {
  describe(`payment provider contract: ${name}`, () => {
    test('an authorised charge succeeds and is not captured until the core asks; captured once', async () => {
      const { provider, authorise } = await makeFixture();
      const { paymentId, reference } = await authorise('success');
      expect(await provider.outcome(paymentId, reference)).toBe('succeeded');
      expect(await provider.captured(paymentId, reference)).toBe(false);
      await provider.capture(paymentId, reference);
      await provider.capture(paymentId, reference);
      expect(await provider.captured(paymentId, reference)).toBe(true);
      expect(await provider.outcome(paymentId, reference)).toBe('succeeded');
    });

    test('a declined card fails, and cannot be captured', async () => {
      const { provider, authorise } = await makeFixture();
      const { paymentId, reference } = await authorise('decline');
      expect(await provider.outcome(paymentId, reference)).toBe('failed');
      await provider.capture(paymentId, reference);
      expect(await provider.captured(paymentId, reference)).toBe(false);
    });

    test('an authorisation voided takes nothing; a void after it changes nothing', async () => {
      const { provider, authorise } = await makeFixture();
      const { paymentId, reference } = await authorise('success');
      await provider.void(paymentId, reference);
      await provider.void(paymentId, reference);
      expect(await provider.outcome(paymentId, reference)).toBe('voided');
      expect(await provider.captured(paymentId, reference)).toBe(false);
      // A voided authorisation cannot be captured any more.
      await provider.capture(paymentId, reference);
      expect(await provider.captured(paymentId, reference)).toBe(false);
    });

    test('a captured charge is refunded, not voided', async () => {
      const { provider, authorise } = await makeFixture();
      const { paymentId, reference } = await authorise('success');
      await provider.capture(paymentId, reference);
      await provider.void(paymentId, reference);
      expect(await provider.outcome(paymentId, reference)).toBe('succeeded');
      await provider.refund(paymentId, reference);
      await provider.refund(paymentId, reference);
      expect(await provider.outcome(paymentId, reference)).toBe('refunded');
    });

    test('an authorisation not captured is not refunded', async () => {
      const { provider, authorise } = await makeFixture();
      const { paymentId, reference } = await authorise('success');
      await provider.refund(paymentId, reference);
      expect(await provider.outcome(paymentId, reference)).toBe('succeeded');
    });

    test("a reference that is not the payment's tells nothing and moves nothing", async () => {
      const { provider, authorise } = await makeFixture();
      const first = await authorise('success');
      const second = await authorise('success');
      expect(await provider.outcome(first.paymentId, second.reference)).toBeUndefined();
      expect(await provider.outcome(first.paymentId, 'pi_unknown')).toBeUndefined();
      await provider.capture(first.paymentId, second.reference);
      expect(await provider.captured(first.paymentId, first.reference)).toBe(false);
      expect(await provider.captured(second.paymentId, second.reference)).toBe(false);
    });
  });
}
