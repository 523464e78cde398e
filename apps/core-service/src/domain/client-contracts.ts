/**
 * Reading a client's contracts (the customer space): the contracts of a session with their payment and
 * signature, their first year's payment schedule and their documents. Issuing them is
 * domain/contract-issuing.ts's.
 */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { ApiError } from './api-error.ts';
import type { ClientSession } from './client-sessions.ts';
import { type DocumentRef, listDocumentEntries } from './documents.ts';
import {
  amountsByFrequency,
  eur,
  type FormulaName,
  type Money,
  PRICING,
  type PricedFrequency,
} from './pricing.ts';
import type { Tenant } from './tenant.ts';

type Queryable = Pick<Database, 'query'>;

/** A contract as the customer space lists it. */
export type ClientContract = components['schemas']['ClientContract'];

/** What the documents of a contract need beyond the prospect: its payment and signature. */
export type ContractRow = {
  id: string;
  prospect_id: string;
  product: string;
  product_name: string | null;
  formula: FormulaName;
  status: ClientContract['status'];
  starts_on: string | null;
  annual_premium: number;
  current_step: components['schemas']['WorkflowStepName'] | null;
  method: components['schemas']['PaymentMethod'] | null;
  frequency: components['schemas']['PaymentFrequency'] | null;
  amount: number | null;
  mandate_reference: string | null;
  iban_last4: string | null;
  paid_at: string | null;
  signed_at: string | null;
  total: number;
};

// The contract, its product's name, the workflow's step (drafts), the succeeded payment and the signature.
const CONTRACT_SELECT = `
  SELECT c.id, c.prospect_id, c.product, p.name AS product_name, c.formula, c.status,
    to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, c.annual_premium, w.current_step,
    pay.method, pay.frequency, pay.amount, pay.mandate_reference, pay.iban_last4,
    to_char(pay.created_at, 'YYYY-MM-DD') AS paid_at, to_char(sig.signed_at, 'YYYY-MM-DD') AS signed_at,
    count(*) OVER ()::int AS total
  FROM contracts c
  JOIN prospects pr ON pr.id = c.prospect_id
  LEFT JOIN products p ON p.tenant_id = c.tenant_id AND p.slug = c.product
  LEFT JOIN prospect_workflows w ON w.prospect_id = c.prospect_id
  LEFT JOIN LATERAL (
    SELECT method, frequency, amount, mandate_reference, iban_last4, created_at FROM payments
    WHERE prospect_id = c.prospect_id AND status = 'succeeded' ORDER BY created_at DESC LIMIT 1
  ) pay ON true
  LEFT JOIN LATERAL (
    SELECT signed_at FROM signatures
    WHERE prospect_id = c.prospect_id AND status = 'signed' ORDER BY signed_at DESC LIMIT 1
  ) sig ON true
  WHERE c.tenant_id = $1 AND c.client_id = $2 AND ($3::uuid IS NULL OR c.prospect_id = $3::uuid)`;

/** Adds months to an ISO date, keeping the day when the month has it (else the month's last day). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The first year's payment schedule of a contract (UX: "first payment, then each later one, fees included,
 * and the schedule"): the first instalment as really paid, then the later ones of the pricing tables, one
 * every 12/n months from the start date. An amendment (cross-sell) pays the prorated amount, then the annual
 * premium on the next 1 January. Other frequencies are one payment.
 *
 * @example
 * paymentSchedule('2026-01-31', 'quarterly', 120000, 31400).map((entry) => entry.due_on);
 * // ['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']
 */
export function paymentSchedule(
  startsOn: string,
  frequency: string,
  annualPremium: number,
  firstAmount: number,
): { due_on: string; amount: Money }[] {
  if (frequency in PRICING.frequencies) {
    const { installments } = PRICING.frequencies[frequency as PricedFrequency];
    const priced = amountsByFrequency(annualPremium).find((entry) => entry.frequency === frequency);
    const then = priced?.then_amount.amount ?? firstAmount;
    return Array.from({ length: installments }, (_, index) => ({
      due_on: addMonths(startsOn, (index * 12) / installments),
      amount: eur(index === 0 ? firstAmount : then),
    }));
  }
  const schedule = [{ due_on: startsOn, amount: eur(firstAmount) }];
  if (frequency === 'amendment') {
    schedule.push({ due_on: `${Number(startsOn.slice(0, 4)) + 1}-01-01`, amount: eur(annualPremium) });
  }
  return schedule;
}

/** The contract's `ClientContract` of a row. */
export function serializeClientContract(row: ContractRow): ClientContract {
  const { method, frequency, amount } = row;
  const start = row.starts_on ?? row.paid_at;
  let payment: ClientContract['payment'] = null;
  if (method !== null && frequency !== null && amount !== null) {
    const schedule = start === null ? [] : paymentSchedule(start, frequency, row.annual_premium, amount);
    payment = {
      method,
      frequency,
      mandate_reference: method === 'sepa' ? row.mandate_reference : null,
      annual_total: eur(schedule.reduce((sum, entry) => sum + entry.amount.amount, 0)),
      schedule,
    };
  }
  return {
    id: row.id,
    prospect_id: row.prospect_id,
    product: { slug: row.product, name: row.product_name ?? row.product },
    formula: row.formula,
    status: row.status,
    starts_on: row.starts_on,
    premium: eur(row.annual_premium),
    payment,
    resume_step: row.status === 'draft' ? row.current_step : null,
  };
}

// A session opened by contracts or finalize is for one subscription (spec 6, as findOwnedProspect): it sees
// that contract only; a login session sees all the client's contracts.
function scope(session: ClientSession): [string, string | null] {
  return [session.clientId, session.prospectId];
}

/** The session's client (`Client`), or 401 when the account is gone. */
export async function findClient(
  db: Queryable,
  tenant: Tenant,
  session: ClientSession,
): Promise<{ id: string; login: string }> {
  const rows = await db.query<{ id: string; login: string }>(
    'SELECT id, login FROM clients WHERE tenant_id = $1 AND id = $2',
    [tenant.id, session.clientId],
  );
  const client = rows[0];
  if (client === undefined)
    throw new ApiError(401, 'unauthorized', 'The client session is missing or has expired.');
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
  if (row === undefined) throw new ApiError(404, 'not_found', 'No contract has this id.');
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

/** Whether the prospect has a contract (draft or not): its contact details are then frozen (issue 13). */
export async function hasContracts(db: Queryable, tenant: Tenant, prospectId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM contracts WHERE tenant_id = $1 AND prospect_id = $2', [
    tenant.id,
    prospectId,
  ]);
  return rows.length > 0;
}
