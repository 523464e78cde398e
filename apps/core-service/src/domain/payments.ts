import { createHash, randomBytes } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Database } from '../db/database.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import { coreText } from './core-texts.ts';
import { claimKey, storeAnswer } from './idempotency-keys.ts';
import { offerFacts } from './offers.ts';
import { queueMessage } from './outbox.ts';
import { amountsByFrequency, type Money } from './pricing.ts';
import type { ProspectRow } from './prospects.ts';
import { latestSignature } from './signatures.ts';
import type { Tenant } from './tenant.ts';

type Queryable = Pick<Database, 'query'>;

/** spec 2: a direct debit refund may be asked within 8 weeks. */
export const SEPA_REFUND_WEEKS = 8;

/**
 * The sandbox's test cards (README): success, decline, and a card whose bank asks to validate a 0-euro
 * authorisation (spec 2) before succeeding. Any other valid number is declined.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  zeroAuthorisation: '4000002500003155',
} as const;

/** A payment row of the sandbox. */
export type PaymentRow = {
  id: string;
  prospect_id: string;
  method: components['schemas']['PaymentMethod'];
  frequency: components['schemas']['PaymentFrequency'];
  status: components['schemas']['PaymentStatus'];
  amount: number;
  client_secret: string | null;
  mandate_reference: string | null;
  provider_reference: string | null;
  provider_outcome: 'succeeded' | 'failed' | null;
};

/** The payment methods, frequencies and amounts of an offer. */
export type PaymentOptions = components['schemas']['PaymentOptions'];

/** The contract's `Payment`. */
export type Payment = components['schemas']['Payment'];

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });

/**
 * The payment options of a prospect's offer (reference rules): card or SEPA; the frequencies with their first
 * (fees included) and later amounts. A cross-sell is an amendment of the client's account: one amendment
 * payment for the rest of the year, then the annual premium. When it replaces the client's active contract of
 * the same product, only the prorated difference is due, and a cheaper choice is refunded that difference.
 */
export async function paymentOptions(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  locale: string,
  today = new Date(),
): Promise<PaymentOptions | undefined> {
  const offer = await offerFacts(db, tenant, prospect, locale);
  const premium = offer.priced.price?.total.amount;
  if (premium === undefined) return undefined;
  let amounts: PaymentOptions['amounts'] = amountsByFrequency(premium);
  let refund: Money | null = null;
  if (prospect.xsell) {
    const replaced = await db.query<{ annual_premium: number }>(
      `SELECT annual_premium FROM contracts WHERE client_id = $1 AND product = $2 AND status = 'active'
         AND prospect_id <> $3 ORDER BY updated_at DESC LIMIT 1`,
      [prospect.client_id, prospect.product, prospect.id],
    );
    const end = Date.UTC(today.getUTCFullYear() + 1, 0, 1);
    const start = Date.UTC(today.getUTCFullYear(), 0, 1);
    const share = (end - today.getTime()) / (end - start);
    const due = Math.round((premium - (replaced[0]?.annual_premium ?? 0)) * share);
    amounts = [
      {
        frequency: 'amendment',
        first_amount: eur(Math.max(due, 0)),
        then_amount: eur(premium),
        fees: eur(0),
      },
    ];
    refund = due < 0 ? eur(-due) : null;
  }
  return {
    methods: ['card', 'sepa'],
    frequencies: amounts.map((entry) => entry.frequency),
    amounts,
    fees_included: true,
    refund,
    is_amendment: prospect.xsell,
    sepa_refund_weeks: SEPA_REFUND_WEEKS,
  };
}

/** A new payment id (`pay_…`), unguessable: the provider's card fields confirm it by its client secret. */
export function newPaymentId(): string {
  return `pay_${randomBytes(16).toString('base64url')}`;
}

/** The secret the card fields confirm with. */
export function newClientSecret(paymentId: string): string {
  return `${paymentId}_secret_${randomBytes(16).toString('base64url')}`;
}

/** The SEPA mandate reference: brand-neutral prefix, year and a database sequence number. */
export async function nextMandateReference(db: Queryable, today = new Date()): Promise<string> {
  const rows = await db.query<{ n: string }>("SELECT nextval('mandate_numbers')::text AS n");
  return `SOUSCRIRE-${today.getUTCFullYear()}-${(rows[0]?.n ?? '0').padStart(6, '0')}`;
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

/** A new payment, as the payment start records it. */
export type NewPayment = Pick<
  PaymentRow,
  | 'id'
  | 'prospect_id'
  | 'method'
  | 'frequency'
  | 'status'
  | 'amount'
  | 'client_secret'
  | 'mandate_reference'
  | 'provider_reference'
  | 'provider_outcome'
> & { iban_last4: string | null };

/** The 409 of a subscription already paid. */
export function alreadyPaid(): ApiError {
  return new ApiError(409, 'already_paid', 'This subscription is already paid.');
}

/** Whether an error is PostgreSQL's unique violation (the one-succeeded-payment index). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * In a transaction, locks the prospect's row: payment starts and confirmations of one subscription run one
 * after the other (two tabs, several instances).
 */
export async function lockProspect(tx: Queryable, prospectId: string): Promise<void> {
  await tx.query('SELECT id FROM prospects WHERE id = $1 FOR UPDATE', [prospectId]);
}

/** Whether a payment of the prospect (other than `exceptPaymentId`) succeeded. */
export async function isPaid(
  db: Queryable,
  prospectId: string,
  exceptPaymentId: string | null = null,
): Promise<boolean> {
  const paid = await db.query(
    "SELECT 1 FROM payments WHERE prospect_id = $1 AND status = 'succeeded' AND ($2::text IS NULL OR id <> $2)",
    [prospectId, exceptPaymentId],
  );
  return paid.length > 0;
}

/** Refuses with {@link alreadyPaid} when a payment of the prospect (other than `exceptPaymentId`) succeeded. */
export async function refuseIfPaid(
  tx: Queryable,
  prospectId: string,
  exceptPaymentId: string | null = null,
): Promise<void> {
  if (await isPaid(tx, prospectId, exceptPaymentId)) throw alreadyPaid();
}

/** Records a new payment of the tenant; answers its row. */
export async function insertPayment(tx: Queryable, tenant: Tenant, payment: NewPayment): Promise<PaymentRow> {
  const rows = await tx.query<PaymentRow>(
    `INSERT INTO payments (id, tenant_id, prospect_id, method, frequency, status, amount, client_secret,
       mandate_reference, iban_last4, provider_reference, provider_outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      payment.id,
      tenant.id,
      payment.prospect_id,
      payment.method,
      payment.frequency,
      payment.status,
      payment.amount,
      payment.client_secret,
      payment.mandate_reference,
      payment.iban_last4,
      payment.provider_reference,
      payment.provider_outcome,
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** A payment of the prospect, or undefined. */
export async function findPayment(
  db: Queryable,
  prospectId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const rows = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 AND prospect_id = $2', [
    paymentId,
    prospectId,
  ]);
  return rows[0];
}

/** Gives the payment a status (the provider's outcome); answers its row. */
export async function settlePayment(
  tx: Queryable,
  paymentId: string,
  status: PaymentRow['status'],
): Promise<PaymentRow | undefined> {
  const rows = await tx.query<PaymentRow>(
    'UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [paymentId, status],
  );
  return rows[0];
}

const REQUIRED = 'This field is required';

/**
 * Starts a card or SEPA payment of a signed subscription, once per `Idempotency-Key`: the key is claimed first
 * in the transaction (ON CONFLICT), then stored with the answer, so the same key and request answer the same
 * payment, even sent twice at once; the same key with another request 409. A paid subscription answers 409.
 * SEPA: the IBAN is checked (ibantools), a mandate reference is made and the payment succeeds, with the
 * 8-week refund notice e-mailed; card: the payment waits for the provider's card fields (`client_secret`).
 */
export async function startPaymentOnce(
  db: Database,
  tenant: Tenant,
  prospect: ProspectRow,
  body: components['schemas']['PaymentStart'],
  key: string,
  locale: string,
): Promise<Payment> {
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
  try {
    return (await outcome).data;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyPaid();
    throw error;
  }
}

/**
 * Hands the provider's confirmation back: the reference the card fields gave must be this payment's; the
 * payment takes the provider's outcome (succeeded, or failed for a declined card). A second payment of a
 * subscription already paid cannot succeed (409 `already_paid`; a unique index enforces it).
 */
export async function confirmWithProvider(
  db: Database,
  prospectId: string,
  paymentId: string,
  reference: string,
): Promise<Payment> {
  const payment = await findPayment(db, prospectId, paymentId);
  if (payment === undefined) throw new ApiError(404, 'not_found', 'This prospect has no such payment.');
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
  if (payment.status === outcome) return serializePayment(payment);
  try {
    const updated = await db.transaction(async (tx) => {
      await lockProspect(tx, prospectId);
      if (outcome === 'succeeded') await refuseIfPaid(tx, prospectId, payment.id);
      return settlePayment(tx, payment.id, outcome);
    });
    return serializePayment(updated ?? payment);
  } catch (error) {
    // The database's own guard (one succeeded payment per prospect), should a lock ever be bypassed.
    if (isUniqueViolation(error)) throw alreadyPaid();
    throw error;
  }
}

/** A payment by its id alone (the provider's card fields know it from its client secret), or undefined. */
export async function paymentById(db: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  return (await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]))[0];
}

/** The provider's reference of a card payment waiting for its bank (spec 2: a 0-euro authorisation). */
export async function recordProviderReference(
  db: Queryable,
  paymentId: string,
  reference: string,
): Promise<void> {
  await db.query('UPDATE payments SET provider_reference = $2, updated_at = now() WHERE id = $1', [
    paymentId,
    reference,
  ]);
}

/** The provider's outcome of a card payment, with its reference, for the core's confirmation to apply. */
export async function recordProviderOutcome(
  db: Queryable,
  paymentId: string,
  reference: string,
  outcome: NonNullable<PaymentRow['provider_outcome']>,
): Promise<void> {
  await db.query(
    'UPDATE payments SET provider_reference = $2, provider_outcome = $3, updated_at = now() WHERE id = $1',
    [paymentId, reference, outcome],
  );
}
