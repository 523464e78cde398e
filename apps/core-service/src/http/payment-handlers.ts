import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { ApiError, type FieldErrors } from '../domain/api-error.ts';
import { coreText } from '../domain/core-texts.ts';
import { claimKey, storeAnswer } from '../domain/idempotency-keys.ts';
import { queueMessage } from '../domain/outbox.ts';
import { findOwnedProspect } from '../domain/owned-prospect.ts';
import {
  alreadyPaid,
  findPayment,
  insertPayment,
  isUniqueViolation,
  lockProspect,
  newClientSecret,
  newPaymentId,
  nextMandateReference,
  type Payment,
  paymentOptions,
  refuseIfPaid,
  requestHash,
  SEPA_REFUND_WEEKS,
  serializePayment,
  settlePayment,
} from '../domain/payments.ts';
import { latestSignature } from '../domain/signatures.ts';
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
 * Starts a card or SEPA payment once signed (client session). The `Idempotency-Key` is claimed first in the
 * transaction (ON CONFLICT), then stored with the answer: the same key and request answer the same payment,
 * even sent twice at once; the same key with another request 409. A paid subscription answers 409.
 * SEPA: the IBAN is checked (ibantools), a mandate reference is made and the payment succeeds, with the
 * 8-week refund notice e-mailed; card: the payment waits for the provider's card fields (`client_secret`).
 */
export const startPayment: Handler<'startPayment'> = async ({
  db,
  tenant,
  input,
  session,
  locale,
  request,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const key = request.header('idempotency-key') ?? '';
  if (key.length < 8 || key.length > 255) {
    throw new ApiError(400, 'bad_request', 'An Idempotency-Key header of 8 to 255 characters is required.', {
      'Idempotency-Key': [REQUIRED],
    });
  }
  const body = input.body;
  const hash = requestHash(prospect.id, body);
  // Checks that need no lock come first; a refusal here keeps no key, so the request may be fixed and resent.
  const signature = await latestSignature(db, prospect.id);
  if (signature?.status !== 'signed') {
    throw new ApiError(422, 'not_signed', 'The documents must be signed before paying.', {
      signature: ['The documents must be signed before paying'],
    });
  }
  const options = await paymentOptions(db, tenant, prospect, locale);
  const amount = options?.amounts.find((entry) => entry.frequency === body.frequency);
  const errors: FieldErrors = {};
  if (amount === undefined) errors.frequency = ['This frequency is not offered'];
  const iban = electronicFormatIBAN(body.iban ?? '') ?? '';
  if (body.method === 'sepa') {
    if (body.iban === undefined || body.iban.trim() === '') errors.iban = [REQUIRED];
    else if (!isValidIBAN(iban)) errors.iban = ['This IBAN is not valid'];
    if (body.account_holder === undefined || body.account_holder.trim() === '')
      errors.account_holder = [REQUIRED];
  }
  if (amount === undefined || Object.keys(errors).length > 0) {
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  }
  const outcome = db.transaction(async (tx) => {
    const replay = await claimKey<{ data: Payment }>(tx, tenant, key, hash);
    if (replay !== undefined) return replay;
    await lockProspect(tx, prospect.id);
    await refuseIfPaid(tx, prospect.id);
    const id = newPaymentId();
    const sepa = body.method === 'sepa';
    const mandate = sepa ? await nextMandateReference(tx) : null;
    const row = await insertPayment(tx, tenant, {
      id,
      prospect_id: prospect.id,
      method: body.method,
      frequency: body.frequency,
      status: sepa ? 'succeeded' : 'requires_action',
      amount: amount.first_amount.amount,
      client_secret: sepa ? null : newClientSecret(id),
      mandate_reference: mandate,
      iban_last4: sepa ? iban.slice(-4) : null,
      provider_reference: mandate,
      provider_outcome: sepa ? 'succeeded' : null,
    });
    if (sepa && typeof prospect.email === 'string') {
      await queueMessage(tx, {
        tenantId: tenant.id,
        channel: 'email',
        recipient: prospect.email,
        subject: `${tenant.name}: ${coreText('sepa-mandate.subject', locale, { mandate: mandate ?? '' })}`,
        body: coreText('sepa-mandate.body', locale, {
          mandate: mandate ?? '',
          holder: body.account_holder ?? '',
          last4: iban.slice(-4),
          weeks: String(SEPA_REFUND_WEEKS),
        }),
        prospectId: prospect.id,
        kind: 'sepa-mandate',
      });
    }
    const answer = { data: serializePayment(row) };
    await storeAnswer(tx, tenant, key, 201, answer);
    return answer;
  });
  return {
    status: 201,
    body: await outcome.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyPaid();
      throw error;
    }),
  };
};

/**
 * Hands the provider's confirmation back to the core: the reference the card fields gave must be this
 * payment's; the payment takes the provider's outcome (succeeded, or failed for a declined card). A second
 * payment of a subscription already paid cannot succeed (409 `already_paid`; a unique index enforces it).
 */
export const confirmPayment: Handler<'confirmPayment'> = async ({ db, tenant, input, session }) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const payment = await findPayment(db, prospect.id, input.params.paymentId);
  if (payment === undefined) throw new ApiError(404, 'not_found', 'This prospect has no such payment.');
  const reference = input.body.provider_reference;
  if (
    payment.provider_reference === null ||
    payment.provider_reference !== reference ||
    payment.provider_outcome === null
  ) {
    throw new ApiError(422, 'validation_failed', 'This reference does not confirm this payment.', {
      provider_reference: ['This reference does not match the payment'],
    });
  }
  const outcome = payment.provider_outcome;
  if (payment.status === outcome) return { status: 200, body: { data: serializePayment(payment) } };
  try {
    const updated = await db.transaction(async (tx) => {
      await lockProspect(tx, prospect.id);
      if (outcome === 'succeeded') await refuseIfPaid(tx, prospect.id, payment.id);
      return settlePayment(tx, payment.id, outcome);
    });
    return { status: 200, body: { data: serializePayment(updated ?? payment) } };
  } catch (error) {
    // The database's own guard (one succeeded payment per prospect), should a lock ever be bypassed.
    if (isUniqueViolation(error)) throw alreadyPaid();
    throw error;
  }
};
