import { paymentOptions } from '../payments/payment-options.ts';
import { confirmWithProvider, startPaymentOnce } from '../payments/payments.ts';
import { findOwnedProspect } from '../prospects/owned-prospect.ts';
import { ApiError } from './api-error.ts';
import type { Handler } from './handler.ts';

const REQUIRED = 'This field is required';

/** Payment methods, frequencies and amounts of the chosen offer (client session). */
export const getPaymentOptions: Handler<'getPaymentOptions'> = async ({
  db,
  tenant,
  input,
  session,
  locale,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const options = await paymentOptions(db, tenant, prospect, locale);
  if (options === undefined) throw new ApiError(404, 'not_found', 'No formula has been chosen yet.');
  return { status: 200, body: { data: options } };
};

/**
 * Starts a card or SEPA payment once signed (client session), once per `Idempotency-Key` header
 * (payments/payments.ts, startPaymentOnce).
 */
export const startPayment: Handler<'startPayment'> = async ({
  db,
  tenant,
  input,
  session,
  locale,
  request,
  providers,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const key = request.header('idempotency-key') ?? '';
  if (key.length < 8 || key.length > 255) {
    throw new ApiError(400, 'bad_request', 'An Idempotency-Key header of 8 to 255 characters is required.', {
      'Idempotency-Key': [REQUIRED],
    });
  }
  return {
    status: 201,
    body: {
      data: await startPaymentOnce(db, tenant, prospect, input.body, key, locale, providers.sepaBank),
    },
  };
};

/**
 * Hands the provider's confirmation back to the core (payments/payments.ts, confirmWithProvider): the charge that
 * stands is captured through the card provider (`providers.cards`), one that must not stand voided or refunded.
 */
export const confirmPayment: Handler<'confirmPayment'> = async ({
  db,
  tenant,
  input,
  session,
  metrics,
  providers,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const payment = await confirmWithProvider(
    db,
    providers.cards,
    prospect.id,
    input.params.paymentId,
    input.body.provider_reference,
    metrics.paymentSettled,
  );
  return { status: 200, body: { data: payment } };
};
