/**
 * A client's request to cancel one of their active contracts (the customer space's "Cancel this contract"): the
 * contract ends at its yearly due date with two months' notice (notice-period.ts). In one transaction the request
 * is recorded with who asked and when (also among the client's self-service changes), the confirmation e-mail is queued in the page's language, and the
 * tenant's endpoints get `contract.cancellation_requested`: all three exist, or none.
 */
import type { components } from '@souscrire/core-api';
import { findClient } from '../clients/client-contracts.ts';
import type { Database } from '../db/database.ts';
import type { ContractRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { productName } from '../offers/catalogue.ts';
import { isoDay } from '../payments/payment-calendar.ts';
import { coreText } from '../reference/core-texts.ts';
import { type ChangeActor, recordChange } from '../self-service/self-service-changes.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import { cancellationTerms } from './notice-period.ts';

/** A cancellation as the contract answers it. */
export type ContractCancellation = components['schemas']['ContractCancellation'];
/** Why the client cancels, when they say. */
export type CancellationReason = components['schemas']['CancellationReason'];

/** A calendar day written out in the locale ('23 novembre 2027'). */
function longDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * Records the session's client's request to cancel `contract` at `now`, with its confirmation e-mail and its
 * event. 409 `cancellation_already_requested` when the contract is being (or was) cancelled, also when two
 * requests race (the table keeps one per contract); 409 `contract_not_active` for a draft or a replaced one.
 *
 * @example
 * await requestCancellation(db, tenant, session, contract, { reason: 'price', locale: 'fr', actor });
 * // { contract_id, requested_at: '2026-11-28T…Z', effective_date: '2027-11-23', notice_months: 2, reason: 'price' }
 */
export async function requestCancellation(
  db: Database,
  tenant: Tenant,
  session: ClientSession,
  contract: ContractRow,
  request: { reason: CancellationReason | null; locale: string; actor: ChangeActor; now?: Date },
): Promise<ContractCancellation> {
  const already = () =>
    new DomainFailure(
      'cancellation_already_requested',
      'The cancellation of this contract is already requested.',
    );
  if (contract.cancellation_requested_at !== null) throw already();
  const start = contract.starts_on ?? contract.paid_at;
  if (contract.status !== 'active' || start === null)
    throw new DomainFailure('contract_not_active', 'Only an active contract can be cancelled.');
  const now = request.now ?? new Date();
  const terms = cancellationTerms(start, isoDay(now));
  const client = await findClient(db, tenant, session);
  return db.transaction(async (tx) => {
    const recorded = await tx.query<{ requested_at: Date | string }>(
      `INSERT INTO contract_cancellations
         (contract_id, tenant_id, client_id, requested_at, effective_date, notice_months, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (contract_id) DO NOTHING RETURNING requested_at`,
      [contract.id, tenant.id, client.id, now, terms.effective_date, terms.notice_months, request.reason],
    );
    if (recorded[0] === undefined) throw already();
    const requestedAt = new Date(recorded[0].requested_at).toISOString();
    const { locale } = request;
    await recordChange(tx, {
      tenantId: tenant.id,
      clientId: client.id,
      kind: 'cancellation_requested',
      contractId: contract.id,
      actor: request.actor,
    });
    const product =
      contract.product_names === null
        ? contract.product
        : productName({ name: contract.product, names: contract.product_names }, locale);
    await queueMessage(tx, {
      tenantId: tenant.id,
      channel: 'email',
      recipient: client.login,
      subject: `${tenant.name}: ${coreText('cancellation.subject', locale)}`,
      body: coreText('cancellation.body', locale, {
        contract_number: contract.number ?? '—',
        product,
        requested_on: longDate(isoDay(now), locale),
        effective_date: longDate(terms.effective_date, locale),
        notice_months: String(terms.notice_months),
      }),
      prospectId: contract.prospect_id,
      kind: 'cancellation',
    });
    await emitWebhookEvent(tx, tenant.id, 'contract.cancellation_requested', {
      contract_id: contract.id,
      contract_number: contract.number,
      prospect_id: contract.prospect_id,
      client_id: client.id,
      product: contract.product,
      requested_at: requestedAt,
      requested_by: 'client',
      effective_date: terms.effective_date,
      notice_months: terms.notice_months,
      reason: request.reason,
    });
    return { contract_id: contract.id, requested_at: requestedAt, ...terms, reason: request.reason };
  });
}
