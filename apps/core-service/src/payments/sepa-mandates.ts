/**
 * SEPA direct debit: the account's checks (IBAN, holder), the mandate reference, the mandate notice e-mailed
 * with its 8-week refund right, and the sandbox bank's collection of the first debit.
 *
 * A direct debit is not paid when the mandate is signed: the first debit is sent to the bank on its date (the
 * contract's start, the first line of the debit calendar) and the bank confirms or rejects it days later. So a
 * SEPA payment starts `processing`; the subscription may finish meanwhile (finalize issues the contract, the
 * customer space shows 'Contract issued, payment pending'); the sandbox bank's collection then makes it
 * `succeeded` (the contract is shown paid) or `failed` (the debit rejected: the customer space says so).
 *
 * The sandbox bank: what an account will answer is known when the debit is sent (the payment's
 * `provider_outcome`, as the card provider's outcome is recorded before the core applies it): every valid
 * account pays, except the test account {@link SEPA_TEST_IBANS}.rejected (insufficient funds, SEPA reason
 * AM04). The collection itself happens when the bank runs it: `/dev/sepa-bank` (http/sandbox-sepa-bank.ts),
 * a sandbox page protected like the dev mailbox, lists the tenant's debits waiting for the bank and collects
 * them (one, or all those due). Nothing collects a debit by itself: a real bank's delay is the time until
 * someone presses the page's button.
 */
import type { components } from '@souscrire/core-api';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Database } from '../db/database.ts';
import type { FieldErrors } from '../failures.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import type { ProspectRow } from '../prospects/prospects.ts';
import { coreText } from '../reference/core-texts.ts';
import { emitPaymentSettled } from '../webhooks/events.ts';

type Queryable = Pick<Database, 'query'>;

/** The sandbox bank's test accounts (README): any valid IBAN is collected, except the rejected one. */
export const SEPA_TEST_IBANS = {
  collected: 'FR7630006000011234567890189',
  rejected: 'FR7630001007941234567890185',
} as const;

/** What the sandbox bank will answer to a debit from this account (IBAN in electronic format). */
export function sandboxBankOutcome(iban: string): 'succeeded' | 'failed' {
  return iban === SEPA_TEST_IBANS.rejected ? 'failed' : 'succeeded';
}

/** A direct debit refund may be asked within 8 weeks. */
export const SEPA_REFUND_WEEKS = 8;

const REQUIRED = 'This field is required';

/**
 * The account of a payment start: its IBAN in electronic format (ibantools), and, for a SEPA payment, the
 * errors of its IBAN and account holder fields.
 */
export function sepaAccount(body: components['schemas']['PaymentStart']): {
  iban: string;
  errors: FieldErrors;
} {
  const iban = electronicFormatIBAN(body.iban ?? '') ?? '';
  const errors: FieldErrors = {};
  if (body.method === 'sepa') {
    if (body.iban === undefined || body.iban.trim() === '') errors.iban = [REQUIRED];
    else if (!isValidIBAN(iban)) errors.iban = ['This IBAN is not valid'];
    if (body.account_holder === undefined || body.account_holder.trim() === '')
      errors.account_holder = [REQUIRED];
  }
  return { iban, errors };
}

/** The SEPA mandate reference: brand-neutral prefix, year and a database sequence number. */
export async function nextMandateReference(db: Queryable, today = new Date()): Promise<string> {
  const rows = await db.query<{ n: string }>("SELECT nextval('mandate_numbers')::text AS n");
  return `SOUSCRIRE-${today.getUTCFullYear()}-${(rows[0]?.n ?? '0').padStart(6, '0')}`;
}

/** Queues the mandate notice (reference, holder, IBAN's last 4 digits, refund weeks) to the prospect's e-mail. */
export async function queueMandateNotice(
  tx: Queryable,
  tenant: Tenant,
  prospect: Pick<ProspectRow, 'id' | 'email'>,
  locale: string,
  mandate: { reference: string; holder: string; last4: string },
): Promise<void> {
  if (typeof prospect.email !== 'string') return;
  await queueMessage(tx, {
    tenantId: tenant.id,
    channel: 'email',
    recipient: prospect.email,
    subject: `${tenant.name}: ${coreText('sepa-mandate.subject', locale, { mandate: mandate.reference })}`,
    body: coreText('sepa-mandate.body', locale, {
      mandate: mandate.reference,
      holder: mandate.holder,
      last4: mandate.last4,
      weeks: String(SEPA_REFUND_WEEKS),
    }),
    prospectId: prospect.id,
    kind: 'sepa-mandate',
  });
}

/** A debit waiting for the sandbox bank, as its page lists it. */
export type PendingDebit = {
  id: string;
  mandate_reference: string;
  iban_last4: string | null;
  amount: number;
  frequency: string;
  sent_on: string;
};

/** The tenant's SEPA debits the bank has not confirmed or rejected yet, oldest first (at most 200). */
export async function pendingDebits(db: Queryable, tenantId: string): Promise<PendingDebit[]> {
  return db.query<PendingDebit>(
    `SELECT id, mandate_reference, iban_last4, amount, frequency, to_char(created_at, 'YYYY-MM-DD') AS sent_on
     FROM payments WHERE tenant_id = $1 AND method = 'sepa' AND status = 'processing'
     ORDER BY created_at, id LIMIT 200`,
    [tenantId],
  );
}

/**
 * The sandbox bank collects debits of the tenant: one (`paymentId`), or all those waiting. Each takes the bank's
 * answer for its account (`succeeded` or `failed`); a debit already collected is left as it is. Answers the
 * debits collected, with their outcome.
 */
export async function collectDebits(
  db: Database,
  tenantId: string,
  paymentId: string | null,
): Promise<{ id: string; mandate_reference: string; status: 'succeeded' | 'failed' }[]> {
  // One statement: two collections at once (two tabs, two instances) settle each debit once. Each settled
  // debit's webhook event is written in the same transaction (src/webhooks/).
  return db.transaction(async (tx) => {
    const collected = await tx.query<{
      id: string;
      mandate_reference: string;
      status: 'succeeded' | 'failed';
    }>(
      `UPDATE payments SET status = provider_outcome, updated_at = now()
     WHERE tenant_id = $1 AND method = 'sepa' AND status = 'processing'
       AND provider_outcome IN ('succeeded', 'failed') AND ($2::text IS NULL OR id = $2)
     RETURNING id, mandate_reference, status`,
      [tenantId, paymentId],
    );
    for (const debit of collected) await emitPaymentSettled(tx, debit.id);
    return collected;
  });
}
