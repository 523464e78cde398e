/**
 * The sandbox bank of SEPA direct debits. What an account will answer is known when the debit is sent: every
 * valid account pays, except the test account {@link SEPA_TEST_IBANS}.rejected (insufficient funds, SEPA
 * reason AM04). The collection itself happens when the bank runs it: `/dev/sepa-bank`
 * (http/sandbox-sepa-bank.ts), a sandbox page protected like the dev mailbox, lists the tenant's debits waiting
 * for the bank and collects them (one, or all those due). Nothing collects a debit by itself: a real bank's
 * delay is the time until someone presses the page's button.
 */
import type { Database } from '../db/database.ts';
import { emitPaymentSettled } from '../webhooks/events.ts';
import type { SepaBank } from './sepa-bank.ts';

type Queryable = Pick<Database, 'query'>;

/** The sandbox bank's test accounts (README): any valid IBAN is collected, except the rejected one. */
export const SEPA_TEST_IBANS = {
  collected: 'FR7630006000011234567890189',
  rejected: 'FR7630001007941234567890185',
} as const;

/**
 * The sandbox bank: a debit's reference is its mandate's, and the rejected test account's debit fails; a
 * replacing mandate's reference is its own, prefixed `SANDBOX-`.
 *
 * @example
 * await sandboxSepaBank().sendDebit({ ...debit, iban: SEPA_TEST_IBANS.rejected }); // { outcome: 'failed', ... }
 */
export function sandboxSepaBank(): SepaBank {
  return {
    sendDebit: async (debit) => ({
      reference: debit.mandateReference,
      outcome: debit.iban === SEPA_TEST_IBANS.rejected ? 'failed' : 'succeeded',
    }),
    registerMandate: async (mandate) => ({ reference: `SANDBOX-${mandate.mandateReference}` }),
  };
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
