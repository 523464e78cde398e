/**
 * Payments of a signed subscription: starting a card or SEPA payment once per idempotency key, the provider's
 * confirmation of a card payment, and the contract's `Payment`. The table is payments/payment-repository.ts's,
 * the amounts payments/payment-options.ts's, the direct debit's own rules payments/sepa-mandates.ts's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { PaymentRow, ProspectRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import { claimKey, storeAnswer } from '../infrastructure/idempotency-keys.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { eur } from '../offers/pricing.ts';
import { latestSignature } from '../signatures/signatures.ts';
import { emitPaymentSettled } from '../webhooks/events.ts';
import { paymentOptions } from './payment-options.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  findPayment,
  insertPayment,
  isPaid,
  isUniqueViolation,
  lockProspect,
  settlePayment,
} from './payment-repository.ts';
import type { SepaBank } from './sepa-bank.ts';
import { nextMandateReference, queueMandateNotice, sepaAccount } from './sepa-mandates.ts';

type Queryable = Pick<Database, 'query'>;

/**
 * The sandbox's test cards (README): success, decline, and a card whose bank asks to validate a 0-euro
 * authorisation before succeeding. Any other valid number is declined.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  zeroAuthorisation: '4000002500003155',
} as const;

/** The contract's `Payment`. */
export type Payment = components['schemas']['Payment'];

/** A new payment id (`pay_…`), unguessable: the provider's card fields confirm it by its client secret. */
export function newPaymentId(): string {
  return `pay_${randomBytes(16).toString('base64url')}`;
}

/** The secret the card fields confirm with. */
export function newClientSecret(paymentId: string): string {
  return `${paymentId}_secret_${randomBytes(16).toString('base64url')}`;
}

/** The hash of a payment request, to tell a replay (same key, same request) from a clash. */
export function requestHash(prospectId: string, body: unknown): string {
  return createHash('sha256')
    .update(`${prospectId}:${JSON.stringify(body)}`)
    .digest('hex');
}

/**
 * The contract's `Payment`. A card payment is confirmed by the provider's card fields with its
 * `client_secret` (the sandbox provider: http/sandbox-payment-provider.ts).
 */
export function serializePayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    method: row.method,
    frequency: row.frequency,
    status: row.status,
    amount: eur(row.amount),
    client_secret: row.client_secret,
    mandate_reference: row.mandate_reference,
  };
}

/** The 409 of a subscription already paid. */
export function alreadyPaid(): DomainFailure {
  return new DomainFailure('already_paid', 'This subscription is already paid.');
}

/**
 * Refuses with {@link alreadyPaid} when a payment of the prospect (other than `exceptPaymentId`) succeeded or
 * is being collected (a SEPA debit the bank has not answered yet).
 */
export async function refuseIfPaid(
  tx: Queryable,
  prospectId: string,
  exceptPaymentId: string | null = null,
): Promise<void> {
  if (await isPaid(tx, prospectId, exceptPaymentId)) throw alreadyPaid();
}

/**
 * Starts a card or SEPA payment of a signed subscription, once per `Idempotency-Key`: the key is claimed first
 * in the transaction (ON CONFLICT), then stored with the answer, so the same key and request answer the same
 * payment, even sent twice at once; the same key with another request 409. A paid subscription answers 409.
 * SEPA: the IBAN is checked (ibantools), a mandate reference is made, the 8-week refund notice e-mailed and the
 * first debit sent to `bank`, whose reference and answer the payment keeps: it is `processing` until the bank
 * collects it (payments/sepa-mandates.ts, payments/sepa-bank.ts);
 * card: the payment waits for the provider's card fields (`client_secret`).
 */
export async function startPaymentOnce(
  db: Database,
  tenant: Tenant,
  prospect: ProspectRow,
  body: components['schemas']['PaymentStart'],
  key: string,
  locale: string,
  bank: SepaBank,
): Promise<Payment> {
  const hash = requestHash(prospect.id, body);
  // Checks that need no lock come first; a refusal here keeps no key, so the request may be fixed and resent.
  const signature = await latestSignature(db, prospect.id);
  if (signature?.status !== 'signed') {
    throw new DomainFailure('not_signed', 'The documents must be signed before paying.', {
      signature: ['The documents must be signed before paying'],
    });
  }
  const options = await paymentOptions(db, tenant, prospect, locale);
  const amount = options?.amounts.find((entry) => entry.frequency === body.frequency);
  const { iban, errors: accountErrors } = sepaAccount(body);
  const errors = {
    ...(amount === undefined ? { frequency: ['This frequency is not offered'] } : {}),
    ...accountErrors,
  };
  if (amount === undefined || Object.keys(errors).length > 0) {
    throw new DomainFailure('validation_failed', 'Some fields are invalid.', errors);
  }
  const outcome = db.transaction(async (tx) => {
    const replay = await claimKey<{ data: Payment }>(tx, tenant, key, hash);
    if (replay !== undefined) return replay;
    await lockProspect(tx, prospect.id);
    await refuseIfPaid(tx, prospect.id);
    const id = newPaymentId();
    const sepa = body.method === 'sepa';
    const mandate = sepa ? await nextMandateReference(tx) : null;
    const debit =
      mandate === null
        ? null
        : await bank.sendDebit({
            paymentId: id,
            mandateReference: mandate,
            iban,
            holder: body.account_holder ?? '',
            amount: amount.first_amount.amount,
          });
    const row = await insertPayment(tx, tenant, {
      id,
      prospect_id: prospect.id,
      method: body.method,
      frequency: body.frequency,
      status: sepa ? 'processing' : 'requires_action',
      amount: amount.first_amount.amount,
      client_secret: sepa ? null : newClientSecret(id),
      mandate_reference: mandate,
      iban_last4: sepa ? iban.slice(-4) : null,
      provider_reference: debit?.reference ?? null,
      provider_outcome: debit?.outcome ?? null,
    });
    if (mandate !== null) {
      await queueMandateNotice(tx, tenant, prospect, locale, {
        reference: mandate,
        holder: body.account_holder ?? '',
        last4: iban.slice(-4),
      });
    }
    const answer = { data: serializePayment(row) };
    await storeAnswer(tx, tenant, key, 201, answer);
    return answer;
  });
  try {
    return (await outcome).data;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyPaid();
    throw error;
  }
}

/** Told of each payment that settles, with its method and outcome (the metrics count them). */
export type PaymentSettled = (
  method: PaymentRow['method'],
  outcome: NonNullable<PaymentRow['provider_outcome']>,
) => void;

/**
 * Releases a card charge that must not stand through the provider: voided while only authorised, refunded
 * once captured; the payment records which (`voided` or `refunded`, with its time).
 */
async function releaseCharge(
  db: Database,
  provider: PaymentProvider,
  paymentId: string,
  reference: string,
): Promise<'refunded' | 'voided'> {
  if (await provider.captured(paymentId, reference)) {
    await provider.refund(paymentId, reference);
    await settlePayment(db, paymentId, 'refunded');
    return 'refunded';
  }
  await provider.void(paymentId, reference);
  await settlePayment(db, paymentId, 'voided');
  return 'voided';
}

/**
 * Hands the provider's confirmation back: the provider must know the reference the card fields gave for this
 * payment ({@link PaymentProvider}.outcome); the payment takes the provider's outcome (succeeded, or failed for a declined card), and the provider captures
 * the charge of a payment that succeeded. A subscription is charged once: a card confirmed after another
 * payment of the subscription succeeded or is being collected cannot succeed (409 `already_paid`; a unique
 * index enforces it), and its charge is released through the provider, voided or refunded
 * ({@link releaseCharge}), so no charge is left standing. `settled` is told of
 * the outcome the payment takes (not again when a confirmation is repeated).
 */
export async function confirmWithProvider(
  db: Database,
  provider: PaymentProvider,
  prospectId: string,
  paymentId: string,
  reference: string,
  settled: PaymentSettled,
): Promise<Payment> {
  const payment = await findPayment(db, prospectId, paymentId);
  if (payment === undefined) throw new DomainFailure('not_found', 'This prospect has no such payment.');
  // The provider, not the journey, says how the charge went.
  const outcome = await provider.outcome(payment.id, reference);
  if (outcome === undefined) {
    throw new DomainFailure('validation_failed', 'This reference does not confirm this payment.', {
      provider_reference: ['This reference does not match the payment'],
    });
  }
  if (payment.status === outcome) return serializePayment(payment);
  let updated: PaymentRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      await lockProspect(tx, prospectId);
      if (outcome === 'succeeded') await refuseIfPaid(tx, prospectId, payment.id);
      const row = await settlePayment(tx, payment.id, outcome);
      await emitPaymentSettled(tx, payment.id);
      return row;
    });
    settled(payment.method, outcome);
  } catch (error) {
    // The database's own guard (one payment paid or being collected per prospect), should a lock ever be bypassed.
    const paidElsewhere =
      isUniqueViolation(error) || (error instanceof DomainFailure && error.code === 'already_paid');
    if (!paidElsewhere) throw error;
    settled(payment.method, await releaseCharge(db, provider, payment.id, reference));
    throw alreadyPaid();
  }
  // The one payment that succeeded holds the subscription's charge: the provider takes the money.
  if (outcome === 'succeeded') await provider.capture(payment.id, reference);
  return serializePayment(updated ?? payment);
}
