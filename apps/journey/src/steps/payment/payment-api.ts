import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { languageHeaders } from '../../core/language-headers.ts';
import { unwrap } from '../../core/unwrap.ts';

/** The payment options of a subscription (methods, frequencies, amounts, refund, amendment). */
export type PaymentOptions = components['schemas']['PaymentOptions'];
/** A payment of the core. */
export type Payment = components['schemas']['Payment'];
/** What the visitor asks to pay with. */
export type PaymentStart = components['schemas']['PaymentStart'];

/** A started payment, or the core's field errors (422, e.g. an IBAN ibantools refuses). */
export type StartPaymentResult =
  | { kind: 'started'; payment: Payment }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/**
 * The payment calls under the client session. Other failures throw a `CoreRequestError`.
 *
 * @example
 * const api = paymentApi(clientFor(tenant));
 * const result = await api.start(prospectId, { method: 'sepa', frequency: 'monthly', iban, account_holder }, key);
 */
export function paymentApi(client: CoreApiClient) {
  return {
    /** Methods, frequencies and amounts (GET payment/options), their texts in `locale`. */
    async options(id: string, locale: Locale): Promise<PaymentOptions> {
      const answer = await client.GET('/v2/prospects/{id}/payment/options', {
        params: { path: { id } },
        headers: languageHeaders(locale),
      });
      return unwrap(answer).data;
    },
    /** Starts a payment; the same idempotency key answers the same payment instead of paying twice. */
    async start(id: string, body: PaymentStart, idempotencyKey: string): Promise<StartPaymentResult> {
      const answer = await client.POST('/v2/prospects/{id}/payments', {
        params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
        body,
      });
      if (answer.response.status === 422) {
        return {
          kind: 'invalid',
          errors: (answer.error as { errors?: Record<string, string[]> })?.errors ?? {},
        };
      }
      return { kind: 'started', payment: unwrap(answer).data };
    },
    /** Hands the card provider's confirmation back to the core (POST payments/{paymentId}/confirmation). */
    async confirm(id: string, paymentId: string, providerReference: string): Promise<Payment> {
      const answer = await client.POST('/v2/prospects/{id}/payments/{paymentId}/confirmation', {
        params: { path: { id, paymentId } },
        body: { provider_reference: providerReference },
      });
      return unwrap(answer).data;
    },
  };
}
