import type { Database } from '../db/database.ts';
import type { ClientRow } from '../db/rows.ts';
import { amountsByFrequency, type FormulaName } from '../offers/pricing.ts';
import { takeContractNumber } from '../signatures/contract-numbers.ts';

type Queryable = Pick<Database, 'query'>;

/** A demo contract of data/clients.json: an active one (signed and paid) or a draft to resume. */
export type DemoContract = {
  prospect_id: string;
  contract_id: string;
  product: string;
  formula: FormulaName;
  status: 'active' | 'draft';
  annual_premium: number;
  company_siret: string;
  criterias: Record<string, unknown>;
  /** The workflow's current step (where a draft resumes). */
  step: string;
  payment?: { method: 'card' | 'sepa'; frequency: string; mandate_reference: string; iban_last4: string };
};

/**
 * Gives a demo client its demo contracts (the customer space shows something on `./run start`): the
 * subscription (a prospect of a demo company, its workflow and offer), the contract and, for an active one,
 * its number, the signature and the first payment. Idempotent: fixed ids, existing rows are kept.
 */
export async function seedDemoContracts(
  db: Queryable,
  tenantId: string,
  login: string,
  contracts: readonly DemoContract[],
): Promise<void> {
  const clients = await db.query<Pick<ClientRow, 'id'>>(
    'SELECT id FROM clients WHERE tenant_id = $1 AND lower(login) = lower($2)',
    [tenantId, login],
  );
  const clientId = clients[0]?.id;
  if (clientId === undefined) return;
  for (const contract of contracts) {
    const active = contract.status === 'active';
    await db.query(
      `INSERT INTO prospects (id, tenant_id, platform, product, status, is_client, email, client_id, company_identifier,
         name, siret, naf, activity_code, address, postal_code, city, insee_code_city, company_creation_date,
         owner_firstname, owner_lastname, phone, criterias, eligibility, tags)
       SELECT $1, $2, $2, $3, $4, $5, $6, $7, c.siret, c.name, c.siret, c.naf, c.naf, c.address, c.postal_code,
         c.city, c.insee_code, c.creation_date::text, 'Camille', 'Demo', '+33612345678', $9,
         '{"outcome":"eligible","code":null}', '["subscription-v2"]'
       FROM companies c WHERE c.siret = $8
       ON CONFLICT (id) DO NOTHING`,
      [
        contract.prospect_id,
        tenantId,
        contract.product,
        active ? 'client' : 'pending',
        active,
        login,
        clientId,
        contract.company_siret,
        JSON.stringify(contract.criterias),
      ],
    );
    await db.query(
      `INSERT INTO prospect_workflows (id, prospect_id, strict, current_step, biggest_step)
       VALUES (gen_random_uuid(), $1, true, $2, $2) ON CONFLICT (prospect_id) DO NOTHING`,
      [contract.prospect_id, contract.step],
    );
    await db.query(
      `INSERT INTO offers (prospect_id, tenant_id, formula, excess_level) VALUES ($1, $2, $3, 'standard')
       ON CONFLICT (prospect_id) DO NOTHING`,
      [contract.prospect_id, tenantId, contract.formula],
    );
    await db.query(
      `INSERT INTO contracts (id, tenant_id, prospect_id, client_id, product, formula, annual_premium, status, starts_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8 = 'active' THEN current_date END)
       ON CONFLICT (prospect_id) DO NOTHING`,
      [
        contract.contract_id,
        tenantId,
        contract.prospect_id,
        clientId,
        contract.product,
        contract.formula,
        contract.annual_premium,
        contract.status,
      ],
    );
    if (active) await takeContractNumber(db, tenantId, contract.prospect_id);
    const payment = contract.payment;
    if (!active || payment === undefined) continue;
    const first = amountsByFrequency(contract.annual_premium).find(
      (entry) => entry.frequency === payment.frequency,
    );
    await db.query(
      `INSERT INTO signatures (id, tenant_id, prospect_id, status, signed_at, consented_at)
       VALUES ($1, $2, $3, 'signed', now(), now()) ON CONFLICT (id) DO NOTHING`,
      [`sig_demo_${contract.contract_id}`, tenantId, contract.prospect_id],
    );
    await db.query(
      `INSERT INTO payments (id, tenant_id, prospect_id, method, frequency, status, amount, mandate_reference, iban_last4)
       VALUES ($1, $2, $3, $4, $5, 'succeeded', $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [
        `pay_demo_${contract.contract_id}`,
        tenantId,
        contract.prospect_id,
        payment.method,
        payment.frequency,
        first?.first_amount.amount ?? contract.annual_premium,
        payment.method === 'sepa' ? payment.mandate_reference : null,
        payment.iban_last4,
      ],
    );
  }
}
