/**
 * Reading a client's contracts (the customer space): the contracts of a session with their payment and
 * signature, their first year's payment schedule and their documents. Issuing them is
 * signatures/contract-issuing.ts's.
 */
import type { components } from '@souscrire/core-api';
import { cancellationTerms } from '../cancellations/notice-period.ts';
import type { Database } from '../db/database.ts';
import type { ClientRow, ContractRow } from '../db/rows.ts';
import { type DocumentRef, listDocumentEntries } from '../documents/documents.ts';
import { DomainFailure } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { productName } from '../offers/catalogue.ts';
import { eur } from '../offers/pricing.ts';
import { isoDay, paymentSchedule } from '../payments/payment-calendar.ts';
import { maskedIban } from '../payments/sepa-mandates.ts';

type Queryable = Pick<Database, 'query'>;

/** A contract as the customer space lists it. */
export type ClientContract = components['schemas']['ClientContract'];
/** How a contract is paid, with its calendar and where its payment stands. */
export type ClientContractPayment = components['schemas']['ClientContractPayment'];

// The contract, its product's name, the workflow's step (drafts), its payment and the signature. The payment is
// the one paid or being collected (a SEPA debit the bank has not confirmed yet); else a SEPA debit the bank
// rejected (a SEPA payment fails only so: its account is checked before it is recorded). A declined card
// before a successful payment is not the contract's.
// An active contract whose client asked to cancel it is `cancellation_requested` until the cancellation's effective
// date, then `cancelled`. A SEPA contract's mandate is its current one: the latest the client made by changing
// the IBAN (self-service/iban-changes.ts), else its payment's.
const CONTRACT_SELECT = `
  SELECT c.id, c.number, c.prospect_id, c.product, p.names AS product_names, c.formula,
    CASE WHEN c.status <> 'active' OR cx.contract_id IS NULL THEN c.status
      WHEN cx.effective_date > current_date THEN 'cancellation_requested' ELSE 'cancelled' END AS status,
    to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, c.annual_premium, w.current_step,
    pay.method, pay.frequency, pay.status AS payment_status, pay.amount,
    coalesce(m.reference, pay.mandate_reference) AS mandate_reference,
    coalesce(m.iban_last4, pay.iban_last4) AS iban_last4, m.iban_country,
    to_char(pay.created_at, 'YYYY-MM-DD') AS paid_at, to_char(sig.signed_at, 'YYYY-MM-DD') AS signed_at,
    cx.requested_at AS cancellation_requested_at,
    to_char(cx.effective_date, 'YYYY-MM-DD') AS cancellation_effective_date,
    cx.notice_months AS cancellation_notice_months, cx.reason AS cancellation_reason,
    count(*) OVER ()::int AS total
  FROM contracts c
  JOIN prospects pr ON pr.id = c.prospect_id
  LEFT JOIN contract_cancellations cx ON cx.contract_id = c.id
  LEFT JOIN products p ON p.tenant_id = c.tenant_id AND p.slug = c.product
  LEFT JOIN prospect_workflows w ON w.prospect_id = c.prospect_id
  LEFT JOIN LATERAL (
    SELECT method, frequency, status, amount, mandate_reference, iban_last4, created_at FROM payments
    WHERE prospect_id = c.prospect_id
      AND (status IN ('succeeded', 'processing') OR (method = 'sepa' AND status = 'failed'))
    ORDER BY status <> 'failed' DESC, created_at DESC LIMIT 1
  ) pay ON true
  LEFT JOIN contract_mandates m ON m.contract_id = c.id AND m.superseded_at IS NULL
  LEFT JOIN LATERAL (
    SELECT signed_at FROM signatures
    WHERE prospect_id = c.prospect_id AND status = 'signed' ORDER BY signed_at DESC LIMIT 1
  ) sig ON true
  WHERE c.tenant_id = $1 AND c.client_id = $2 AND ($3::uuid IS NULL OR c.prospect_id = $3::uuid)`;

/**
 * Where the contract's payment stands: `pending` while the bank has not confirmed a SEPA debit
 * (the contract is issued: 'Contract issued, payment pending'), `paid` once confirmed (or paid by card),
 * `failed` when the bank rejected the debit.
 */
export function collectionStatus(
  status: components['schemas']['PaymentStatus'] | null,
): ClientContractPayment['status'] {
  if (status === 'processing') return 'pending';
  return status === 'failed' ? 'failed' : 'paid';
}

/**
 * A contract's `ContractCancellation`: the one recorded, or for an active contract the terms asking on `today`
 * would give (what the customer space states before the client confirms); null for a draft or a replaced one.
 */
export function contractCancellation(row: ContractRow, today: string): ClientContract['cancellation'] {
  if (row.cancellation_requested_at !== null && row.cancellation_effective_date !== null) {
    return {
      contract_id: row.id,
      requested_at: new Date(row.cancellation_requested_at).toISOString(),
      effective_date: row.cancellation_effective_date,
      notice_months: row.cancellation_notice_months ?? 0,
      reason: row.cancellation_reason,
    };
  }
  const start = row.starts_on ?? row.paid_at;
  if (row.status !== 'active' || start === null) return null;
  return { contract_id: row.id, requested_at: null, ...cancellationTerms(start, today), reason: null };
}

/** The contract's `ClientContract` of a row, its product named in the locale's language. */
export function serializeClientContract(row: ContractRow, locale: string): ClientContract {
  const { method, frequency, amount } = row;
  const start = row.starts_on ?? row.paid_at;
  let payment: ClientContract['payment'] = null;
  if (method !== null && frequency !== null && amount !== null) {
    const schedule = start === null ? [] : paymentSchedule(start, frequency, row.annual_premium, amount);
    payment = {
      method,
      frequency,
      status: collectionStatus(row.payment_status),
      mandate_reference: method === 'sepa' ? row.mandate_reference : null,
      iban_masked:
        method === 'sepa' && row.iban_last4 !== null ? maskedIban(row.iban_last4, row.iban_country) : null,
      annual_total: eur(schedule.reduce((sum, entry) => sum + entry.amount.amount, 0)),
      schedule,
    };
  }
  return {
    id: row.id,
    number: row.number,
    prospect_id: row.prospect_id,
    product: {
      slug: row.product,
      name:
        row.product_names === null
          ? row.product
          : productName({ name: row.product, names: row.product_names }, locale),
    },
    formula: row.formula,
    status: row.status,
    starts_on: row.starts_on,
    premium: eur(row.annual_premium),
    payment,
    resume_step: row.status === 'draft' ? row.current_step : null,
    cancellation: contractCancellation(row, isoDay(new Date())),
  };
}

// A session opened by contracts or finalize is for one subscription (as findOwnedProspect): it sees
// that contract only; a login session sees all the client's contracts.
function scope(session: ClientSession): [string, string | null] {
  return [session.clientId, session.prospectId];
}

/** The session's client (`Client`), or 401 when the account is gone. */
export async function findClient(
  db: Queryable,
  tenant: Tenant,
  session: ClientSession,
): Promise<{ id: string; login: string; password_hash: string | null }> {
  const rows = await db.query<Pick<ClientRow, 'id' | 'login' | 'password_hash'>>(
    'SELECT id, login, password_hash FROM clients WHERE tenant_id = $1 AND id = $2',
    [tenant.id, session.clientId],
  );
  const client = rows[0];
  if (client === undefined)
    throw new DomainFailure('unauthorized', 'The client session is missing or has expired.');
  return client;
}

/** A page of the session's contracts, newest first, with the total. */
export async function listContracts(
  db: Queryable,
  tenant: Tenant,
  session: ClientSession,
  page: { perPage: number; offset: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT} ORDER BY c.created_at DESC, c.id LIMIT $4 OFFSET $5`,
    [tenant.id, ...scope(session), page.perPage, page.offset],
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count is not there: count on its own.
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${CONTRACT_SELECT}) contracts`,
    [tenant.id, ...scope(session)],
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

/** One of the session's contracts; another client's (or tenant's) contract answers 404 like an unknown id. */
export async function findContract(
  db: Queryable,
  tenant: Tenant,
  session: ClientSession,
  contractId: string,
): Promise<ContractRow> {
  const rows = await db.query<ContractRow>(`${CONTRACT_SELECT} AND c.id = $4`, [
    tenant.id,
    ...scope(session),
    contractId,
  ]);
  const row = rows[0];
  if (row === undefined) throw new DomainFailure('not_found', 'No contract has this id.');
  return row;
}

/**
 * The documents of a contract (reference rules): once signed, the signed contract; the SEPA mandate when paid
 * by direct debit; then the product documents (general conditions, the formula's product information, the
 * special conditions).
 */
export function contractDocumentRefs(row: ContractRow): DocumentRef[] {
  const refs: DocumentRef[] = [];
  if (row.signed_at !== null)
    refs.push({ id: 'signed-contract', template: 'signed-contract', formula: row.formula });
  if (row.method === 'sepa' && row.mandate_reference !== null)
    refs.push({ id: 'sepa-mandate', template: 'sepa-mandate', formula: null });
  refs.push(
    { id: 'general-conditions', template: 'general-conditions', formula: null },
    { id: `ipid-${row.formula}`, template: 'product-information', formula: row.formula },
    { id: 'special-conditions', template: 'special-conditions', formula: row.formula },
  );
  return refs;
}

/** The contract's `ClientDocument` list: the documents' names in the locale, with the customer space's paths. */
export function contractDocuments(row: ContractRow, locale: string) {
  return listDocumentEntries(row.prospect_id, contractDocumentRefs(row), locale).map((entry) => ({
    id: entry.id,
    name: entry.name,
    type: entry.type,
    url: `/v2/clients/me/contracts/${row.id}/documents/${entry.id}`,
    mime_type: entry.mime_type,
  }));
}

/** Whether the prospect has a contract (draft or not): its contact details are then frozen. */
export async function hasContracts(db: Queryable, tenant: Tenant, prospectId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM contracts WHERE tenant_id = $1 AND prospect_id = $2', [
    tenant.id,
    prospectId,
  ]);
  return rows.length > 0;
}
