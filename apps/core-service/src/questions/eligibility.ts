import type { components } from '@souscrire/core-api';
import type { Database, Row } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { UNSIGNED, unsignedRow } from '../prospects/prospects.ts';
import type { EligibilityRule } from './eligibility-validators.ts';

/**
 * Saves the eligibility answers and their outcome on the prospect (reference rules), with the status they lead
 * to (`cancelled` for a cancel rule, which also keeps its code and reason; otherwise the derived one), in one
 * statement; the rule that decided is kept with the outcome. Answers the row. A subscription signed meanwhile
 * is left as signed: 409 `subscription_signed`.
 */
export async function saveEligibility(
  db: Pick<Database, 'query'>,
  tenant: Tenant,
  prospectId: string,
  answers: Record<string, unknown>,
  outcome: components['schemas']['KillingOutcome']['outcome'],
  rule: Pick<EligibilityRule, 'code' | 'reason'> | undefined,
  status: ProspectRow['status'],
): Promise<ProspectRow> {
  const cancelled = outcome === 'cancelled';
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET eligibility = $3, answers = answers || jsonb_build_object('eligibility', $4::jsonb),
       status = $8,
       canceled_at = CASE WHEN $5 THEN now() ELSE canceled_at END,
       canceled_code = CASE WHEN $5 THEN $6 ELSE canceled_code END,
       canceled_reason = CASE WHEN $5 THEN $7 ELSE canceled_reason END,
       updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND ${UNSIGNED} RETURNING *`,
    [
      tenant.id,
      prospectId,
      JSON.stringify({ outcome, code: rule?.code ?? null }),
      JSON.stringify(answers),
      cancelled,
      cancelled ? (rule?.code ?? null) : null,
      cancelled ? (rule?.reason ?? null) : null,
      status,
    ],
  );
  return unsignedRow(rows);
}

/**
 * The eligibility answers last saved on a prospect (`answers.eligibility`, written by {@link saveEligibility}),
 * or null before any: the summary of the answers shows them and the form opens with them.
 *
 * @example
 * savedEligibilityAnswers(prospect); // { prior_claims: false }
 */
export function savedEligibilityAnswers(prospect: Row): Record<string, unknown> | null {
  const { answers } = prospect;
  if (typeof answers !== 'object' || answers === null || !('eligibility' in answers)) return null;
  const { eligibility } = answers;
  return typeof eligibility === 'object' && eligibility !== null && !Array.isArray(eligibility)
    ? (eligibility as Record<string, unknown>)
    : null;
}
