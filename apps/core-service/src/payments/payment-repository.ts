import type { Database } from '../db/database.ts';
import type { PaymentRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';

type Queryable = Pick<Database, 'query'>;

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
  | 'iban_last4'
>;

/** Whether an error is PostgreSQL's unique violation (the one-paid-payment index, migration 0012). */
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

/**
 * Whether a payment of the prospect (other than `exceptPaymentId`) succeeded or is being collected: a SEPA
 * debit the bank has not answered yet counts (the contract is issued, its payment pending), so it is
 * neither paid twice nor keeps the subscription from finishing.
 */
export async function isPaid(
  db: Queryable,
  prospectId: string,
  exceptPaymentId: string | null = null,
): Promise<boolean> {
  const paid = await db.query(
    `SELECT 1 FROM payments WHERE prospect_id = $1 AND status IN ('succeeded', 'processing')
       AND ($2::text IS NULL OR id <> $2)`,
    [prospectId, exceptPaymentId],
  );
  return paid.length > 0;
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

/** Gives the payment a status (the provider's outcome), `refunded` or `voided` with its time; answers its row. */
export async function settlePayment(
  tx: Queryable,
  paymentId: string,
  status: PaymentRow['status'],
): Promise<PaymentRow | undefined> {
  const rows = await tx.query<PaymentRow>(
    `UPDATE payments SET status = $2, updated_at = now(),
       refunded_at = CASE WHEN $2 = 'refunded' THEN coalesce(refunded_at, now()) ELSE refunded_at END,
       voided_at = CASE WHEN $2 = 'voided' THEN coalesce(voided_at, now()) ELSE voided_at END
     WHERE id = $1 RETURNING *`,
    [paymentId, status],
  );
  return rows[0];
}

/** A payment by its id alone (the provider's card fields know it from its client secret), or undefined. */
export async function paymentById(db: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  return (await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]))[0];
}

/** The provider's reference of a card payment waiting for its bank (a 0-euro authorisation). */
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

/**
 * The provider's capture of a card charge it authorised (the sandbox keeps its side beside the payment): the
 * money under `reference` is taken; a second capture changes nothing.
 */
export async function recordProviderCapture(
  db: Queryable,
  paymentId: string,
  reference: string,
): Promise<void> {
  await db.query(
    `UPDATE payments SET provider_captured_at = now(), updated_at = now()
     WHERE id = $1 AND provider_reference = $2 AND provider_outcome = 'succeeded' AND provider_captured_at IS NULL`,
    [paymentId, reference],
  );
}

/** Whether the provider captured the card charge under `reference` (else it is only authorised, or released). */
export async function providerCaptured(
  db: Queryable,
  paymentId: string,
  reference: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payments WHERE id = $1 AND provider_reference = $2 AND provider_captured_at IS NOT NULL`,
    [paymentId, reference],
  );
  return rows.length > 0;
}

/**
 * The provider's release of a card charge that must not stand: `voided`, an authorisation not captured (nothing
 * was taken), or `refunded`, a captured charge given back. The charge under `reference` stands no more; a
 * second release changes nothing.
 */
export async function recordProviderRelease(
  db: Queryable,
  paymentId: string,
  reference: string,
  release: 'voided' | 'refunded',
): Promise<void> {
  await db.query(
    `UPDATE payments SET provider_outcome = $3, updated_at = now()
     WHERE id = $1 AND provider_reference = $2 AND provider_outcome = 'succeeded'
       AND (provider_captured_at IS NOT NULL) = ($3 = 'refunded')`,
    [paymentId, reference, release],
  );
}
