/**
 * SEPA direct debit: the account's checks (IBAN, holder), the mandate reference and the mandate notice e-mailed
 * with its 8-week refund right. The bank is a port (payments/sepa-bank.ts); the sandbox bank
 * (payments/sandbox-sepa-bank.ts) collects the first debit.
 *
 * A direct debit is not paid when the mandate is signed: the first debit is sent to the bank on its date (the
 * contract's start, the first line of the debit calendar) and the bank confirms or rejects it days later. So a
 * SEPA payment starts `processing`; the subscription may finish meanwhile (finalize issues the contract, the
 * customer space shows 'Contract issued, payment pending'); the sandbox bank's collection then makes it
 * `succeeded` (the contract is shown paid) or `failed` (the debit rejected: the customer space says so).
 *
 * The bank tells, when the debit is sent, the answer it will give it (the payment's `provider_outcome`); its
 * collection applies it later (payments/sandbox-sepa-bank.ts).
 */
import type { components } from '@souscrire/core-api';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import type { FieldErrors } from '../failures.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { coreText } from '../reference/core-texts.ts';

type Queryable = Pick<Database, 'query'>;

/** A direct debit refund may be asked within 8 weeks. */
export const SEPA_REFUND_WEEKS = 8;

const REQUIRED = 'This field is required';

/**
 * The account of a payment start: its IBAN in electronic format (ibantools), and, for a SEPA payment, the
 * errors of its IBAN and account holder fields.
 */
export function sepaAccount(
  body: Pick<components['schemas']['PaymentStart'], 'method' | 'iban' | 'account_holder'>,
): {
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

/**
 * An IBAN as the customer space shows it: its last four characters, after its country when known (the
 * contract's first mandate kept only the last four).
 *
 * @example
 * maskedIban('3000', 'DE'); // 'DE•• •••• 3000'
 * maskedIban('0189', null); // '•••• 0189'
 */
export function maskedIban(last4: string, country: string | null): string {
  return country === null ? `•••• ${last4}` : `${country}•• •••• ${last4}`;
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
