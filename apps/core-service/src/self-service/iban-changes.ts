/**
 * A client changes the IBAN of a contract paid by direct debit (the customer space's "Change the IBAN"): the
 * IBAN is checked (ibantools, as a payment's), a new SEPA mandate is made with a reference of its own and
 * registered with the bank, and the contract's previous mandate is marked superseded. In one transaction the new
 * mandate is recorded, its notice (reference, holder, the 8-week refund right) e-mailed to the client in the
 * page's language and the change recorded with who made it: all of it exists, or none.
 */
import type { components } from '@souscrire/core-api';
import { findClient } from '../clients/client-contracts.ts';
import type { Database } from '../db/database.ts';
import type { ContractRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import type { SepaBank } from '../payments/sepa-bank.ts';
import {
  maskedIban,
  nextMandateReference,
  queueMandateNotice,
  sepaAccount,
} from '../payments/sepa-mandates.ts';
import { type ChangeActor, recordChange } from './self-service-changes.ts';

/** A contract's new mandate as the contract answers it. */
export type ContractMandate = components['schemas']['ContractMandate'];

/** The statuses of a contract that still covers, and so is still debited. */
const DEBITED: ReadonlySet<ContractRow['status']> = new Set(['active', 'cancellation_requested']);

/**
 * Replaces the mandate of the session's client's `contract` with a new one from `account`. 409
 * `not_paid_by_sepa` for a contract paid by card, 409 `contract_not_active` for one that no longer covers, 422
 * `validation_failed` on `iban` or `account_holder`.
 *
 * @example
 * await changeContractIban(db, tenant, session, contract, { iban: 'DE89370400440532013000',
 *   account_holder: 'Jeanne Martin', locale: 'de', actor, bank });
 * // { reference: 'SOUSCRIRE-2026-000042', iban_masked: 'DE•• •••• 3000',
 * //   replaces: 'SOUSCRIRE-2026-000017', … }
 */
export async function changeContractIban(
  db: Database,
  tenant: Tenant,
  session: ClientSession,
  contract: ContractRow,
  change: { iban: string; account_holder: string; locale: string; actor: ChangeActor; bank: SepaBank },
): Promise<ContractMandate> {
  if (contract.method !== 'sepa' || contract.mandate_reference === null)
    throw new DomainFailure('not_paid_by_sepa', 'This contract is not paid by direct debit.');
  if (!DEBITED.has(contract.status))
    throw new DomainFailure(
      'contract_not_active',
      'Only a contract that still covers has a mandate to change.',
    );
  const { iban, errors } = sepaAccount({
    method: 'sepa',
    iban: change.iban,
    account_holder: change.account_holder,
  });
  if (Object.keys(errors).length > 0)
    throw new DomainFailure('validation_failed', 'Some fields are invalid.', errors);
  const holder = change.account_holder.trim();
  const client = await findClient(db, tenant, session);
  const first = contract.mandate_reference;
  return db.transaction(async (tx) => {
    // Two changes of one contract at once take turns: the second replaces the first's mandate.
    await tx.query('SELECT id FROM contracts WHERE id = $1 FOR UPDATE', [contract.id]);
    const current = await tx.query<{ reference: string }>(
      'SELECT reference FROM contract_mandates WHERE contract_id = $1 AND superseded_at IS NULL',
      [contract.id],
    );
    const replaces = current[0]?.reference ?? first;
    const reference = await nextMandateReference(tx);
    const registered = await change.bank.registerMandate({
      mandateReference: reference,
      replaces,
      iban,
      holder,
    });
    await tx.query(
      'UPDATE contract_mandates SET superseded_at = now() WHERE contract_id = $1 AND superseded_at IS NULL',
      [contract.id],
    );
    await tx.query(
      `UPDATE payments SET mandate_superseded_at = now()
       WHERE prospect_id = $1 AND mandate_reference = $2 AND mandate_superseded_at IS NULL`,
      [contract.prospect_id, first],
    );
    const [country, last4] = [iban.slice(0, 2), iban.slice(-4)];
    const inserted = await tx.query<{ signed_at: Date | string }>(
      `INSERT INTO contract_mandates (reference, contract_id, tenant_id, client_id, replaces, iban_country,
         iban_last4, account_holder, bank_reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING signed_at`,
      [reference, contract.id, tenant.id, client.id, replaces, country, last4, holder, registered.reference],
    );
    await queueMandateNotice(tx, tenant, { id: contract.prospect_id, email: client.login }, change.locale, {
      reference,
      holder,
      last4,
    });
    await recordChange(tx, {
      tenantId: tenant.id,
      clientId: client.id,
      kind: 'iban_changed',
      contractId: contract.id,
      actor: change.actor,
    });
    return {
      reference,
      iban_masked: maskedIban(last4, country),
      account_holder: holder,
      signed_at: new Date(inserted[0]?.signed_at ?? Date.now()).toISOString(),
      replaces,
    };
  });
}
