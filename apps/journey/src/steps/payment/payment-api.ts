import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { queryOptions } from '@tanstack/react-query';
import { languageHeaders } from '../../core/language-headers.ts';
import { journeyKeys, keptWhileSwitching } from '../../core/query-keys.ts';
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
 * The payment options' query (GET payment/options: methods, frequencies and amounts), keyed by tenant and
 * prospect and by the language of their texts; read by the screen and ahead of it (`prefetchStepData`), so a
 * page the server renders shows the form rather than its skeleton.
 *
 * @example
 * const options = useQuery(paymentOptionsQuery(clientFor(tenant), tenant, prospectId, locale));
 */
export function paymentOptionsQuery(
  client: CoreApiClient,
  tenant: string,
  prospectId: string,
  locale: Locale,
) {
  const queryKey = journeyKeys.inLanguage(journeyKeys.paymentOptions(tenant, prospectId), locale);
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<PaymentOptions> =>
      unwrap(
        await client.GET('/v2/prospects/{id}/payment/options', {
          params: { path: { id: prospectId } },
          headers: languageHeaders(locale),
        }),
      ).data,
    placeholderData: keptWhileSwitching<PaymentOptions>(queryKey),
  });
}

/**
 * The payment calls under the client session. Other failures throw a `CoreRequestError`.
 *
 * @example
 * const api = paymentApi(clientFor(tenant));
 * const result = await api.start(prospectId, { method: 'sepa', frequency: 'monthly', iban, account_holder }, key);
 */
export function paymentApi(client: CoreApiClient) {
  return {
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
