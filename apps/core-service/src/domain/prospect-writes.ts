import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ProductRow } from './catalogue.ts';
import type { ProspectRow } from './prospects.ts';
import type { Tenant } from './tenant.ts';
import type { StepName, WorkflowPositionState } from './workflow-rules.ts';

// The journey's writes to a prospect and its workflow (spec 4 and 7). Reads are domain/prospects.ts's.

type Queryable = Pick<Database, 'query'>;

/** Links the catalogue's product to the prospect (its subscription's name is the product's); answers the row. */
export async function linkProduct(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  product: Pick<ProductRow, 'slug' | 'name'>,
): Promise<ProspectRow | undefined> {
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET product = $3, subscription_name = $4, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenant.id, prospectId, product.slug, product.name],
  );
  return rows[0];
}

/** Merges criteria answers into the prospect's (an answer given again replaces the one before); answers the row. */
export async function mergeCriteria(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  criterias: Record<string, unknown>,
): Promise<ProspectRow | undefined> {
  const rows = await db.query<ProspectRow>(
    'UPDATE prospects SET criterias = criterias || $3::jsonb, updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING *',
    [tenant.id, prospectId, JSON.stringify(criterias)],
  );
  return rows[0];
}

/** Creates the prospect's (strict) workflow at its first step. */
export async function createWorkflow(db: Queryable, prospectId: string, first: StepName): Promise<void> {
  await db.query(
    `INSERT INTO prospect_workflows (id, prospect_id, strict, current_step, biggest_step) VALUES ($1, $2, true, $3, $3)`,
    [randomUUID(), prospectId, first],
  );
}

/** Moves a workflow to a step and sub-step, with the furthest position reached. */
export async function moveWorkflow(
  db: Queryable,
  workflowId: string,
  position: {
    step: StepName;
    subStep: string | null;
    biggest: Pick<WorkflowPositionState, 'biggest_step' | 'biggest_sub_step'>;
  },
): Promise<void> {
  await db.query(
    `UPDATE prospect_workflows SET current_step = $2, current_sub_step = $3, biggest_step = $4, biggest_sub_step = $5,
       updated_at = now() WHERE id = $1`,
    [
      workflowId,
      position.step,
      position.subStep,
      position.biggest.biggest_step,
      position.biggest.biggest_sub_step,
    ],
  );
}
