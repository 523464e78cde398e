import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import type { FieldErrors } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { findSelection, offerFacts } from '../offers/offers.ts';
import { UNSIGNED, unsignedRow, workflowFacts } from '../prospects/prospects.ts';

type Queryable = Pick<Database, 'query'>;

/** A beneficial owner. */
export type Beneficiary = components['schemas']['Beneficiary'];

const REQUIRED = 'This field is required';
// The offer screen's text when no formula is chosen.
const NO_FORMULA = 'Choose below the formula that suits you the best before proceeding.';

/**
 * What a subscription must hold before a stage of the journey (in the journey's order): the documents (GET validate
 * and the contracts call) come before the beneficial owners' step, the signature after it.
 */
export type SubscriptionStage = 'documents' | 'signature';

/**
 * Why a subscription is not valid yet for a stage (reference rules for GET validate, the contracts call and
 * the signature; empty when valid): the request is pending, the pricing criteria are answered and a formula
 * chosen, the contact details are given, the eligibility answers are eligible, and, from the signature on,
 * companies with shareholders have declared their beneficial owners (their step follows the documents, so
 * asking for them earlier would leave such companies no way through).
 */
export async function subscriptionProblems(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  stage: SubscriptionStage = 'documents',
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (prospect.status !== 'pending') errors.status = [`This request is ${prospect.status}`];
  for (const field of ['name', 'email', 'phone', 'owner_firstname', 'owner_lastname'] as const) {
    const value = prospect[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = [REQUIRED];
  }
  if (prospect.status === 'pending') {
    try {
      await offerFacts(db, tenant, prospect, 'en');
      if ((await findSelection(db, prospect.id)) === null) errors.offer = [NO_FORMULA];
    } catch {
      errors.criterias = ['The pricing questions are not all answered'];
    }
  }
  const facts = await workflowFacts(db, tenant, prospect);
  if (facts.hasKillingForm && prospect.eligibility.outcome !== 'eligible') {
    errors.eligibility = ['The eligibility questions are not answered'];
  }
  const owners = prospect.beneficiaries as Beneficiary[] | null;
  if (stage === 'signature' && facts.shouldCheckShareholders && (owners === null || owners.length === 0)) {
    errors.beneficiaries = ['The beneficial owners are not declared'];
  }
  return errors;
}

/** Checks beneficial owners: percentages add up to at most 100, birth dates in the past (field errors). */
export function checkBeneficiaries(owners: readonly Beneficiary[], today = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const total = owners.reduce((sum, owner) => sum + owner.ownership_percentage, 0);
  if (total > 100) errors.beneficiaries = ['The ownership percentages add up to more than 100'];
  owners.forEach((owner, index) => {
    if (new Date(owner.birth_date) >= today)
      errors[`beneficiaries.${index}.birth_date`] = ['This date must be in the past'];
  });
  return errors;
}

/**
 * Saves the prospect's beneficial owners (checked by {@link checkBeneficiaries} first); answers its row. A
 * subscription signed meanwhile is left as signed: 409 `subscription_signed`.
 */
export async function saveBeneficiaries(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  owners: readonly Beneficiary[],
): Promise<ProspectRow> {
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET beneficiaries = $3, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND ${UNSIGNED} RETURNING *`,
    [tenant.id, prospectId, JSON.stringify(owners)],
  );
  return unsignedRow(rows);
}
