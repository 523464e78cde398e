/**
 * Contract numbers (policy numbers): `<TENANT>-<YEAR>-<7 digits>`, the tenant's id in capitals, counted per
 * tenant and year (migration 0021-contract-numbers.sql). A contract gets its number when its subscription is
 * signed, because the signed contract carries it, and keeps it: an active contract always has one.
 */
import type { Database } from '../db/database.ts';
import type { ContractRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';

type Queryable = Pick<Database, 'query'>;

/** The prefix of a tenant's contract numbers: its id in capitals, any other sign a hyphen. */
export function contractNumberPrefix(tenantId: string): string {
  return tenantId.replace(/[^A-Za-z0-9]+/g, '-').toUpperCase();
}

/** A contract number of the tenant's `year` and counter value. */
export function formatContractNumber(tenantId: string, year: number, value: number): string {
  return `${contractNumberPrefix(tenantId)}-${year}-${String(value).padStart(7, '0')}`;
}

/**
 * The number of the prospect's contract, taken now when it has none; run it in a transaction: under the
 * contract's row lock (a second signing of the same prospect waits, then reads the number given), the tenant's
 * counter of this year moves on by one under its own row lock, so two contracts never draw the same value; the
 * unique constraint holds it. A contract numbered in a signing that then fails keeps its number.
 */
export async function takeContractNumber(
  tx: Queryable,
  tenantId: string,
  prospectId: string,
): Promise<string> {
  const [contract] = await tx.query<Pick<ContractRow, 'number'>>(
    'SELECT number FROM contracts WHERE tenant_id = $1 AND prospect_id = $2 FOR UPDATE',
    [tenantId, prospectId],
  );
  if (contract === undefined) {
    throw new DomainFailure('subscription_not_valid', 'Subscription is not valid', {
      contract: ['The subscription has no contract yet'],
    });
  }
  if (contract.number !== null) return contract.number;
  const [counter] = await tx.query<{ year: number; last_value: number }>(
    `INSERT INTO contract_number_counters (tenant_id, year, last_value)
     VALUES ($1, extract(year FROM now())::int, 1)
     ON CONFLICT (tenant_id, year) DO UPDATE SET last_value = contract_number_counters.last_value + 1
     RETURNING year, last_value`,
    [tenantId],
  );
  if (counter === undefined) throw new Error('The contract number counter answered no row');
  const number = formatContractNumber(tenantId, counter.year, counter.last_value);
  await tx.query('UPDATE contracts SET number = $3 WHERE tenant_id = $1 AND prospect_id = $2', [
    tenantId,
    prospectId,
    number,
  ]);
  return number;
}

/** {@link takeContractNumber} in a transaction of its own. */
export function numberContract(db: Database, tenantId: string, prospectId: string): Promise<string> {
  return db.transaction((tx) => takeContractNumber(tx, tenantId, prospectId));
}
