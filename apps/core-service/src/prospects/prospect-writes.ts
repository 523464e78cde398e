import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { CompanyRow, ProductRow, ProspectRow, WorkflowRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import type { StepName, WorkflowPositionState } from '../questions/workflow-rules.ts';
import { newProspectId, UNSIGNED, unsignedRow } from './prospects.ts';

// The journey's writes to a prospect and its workflow. Reads are prospects/prospects.ts's.

type Queryable = Pick<Database, 'query'>;

/**
 * Links the catalogue's product to the prospect (its subscription's name is the product's); answers the row.
 * A subscription signed meanwhile is left as signed: 409 `subscription_signed`.
 */
export async function linkProduct(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  product: Pick<ProductRow, 'slug' | 'name'>,
): Promise<ProspectRow> {
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET product = $3, subscription_name = $4, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND ${UNSIGNED} RETURNING *`,
    [tenant.id, prospectId, product.slug, product.name],
  );
  return unsignedRow(rows);
}

/**
 * Merges criteria answers into the prospect's (an answer given again replaces the one before); answers the row.
 * A subscription signed meanwhile is left as signed: 409 `subscription_signed`.
 */
export async function mergeCriteria(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  criterias: Record<string, unknown>,
): Promise<ProspectRow> {
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET criterias = criterias || $3::jsonb, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND ${UNSIGNED} RETURNING *`,
    [tenant.id, prospectId, JSON.stringify(criterias)],
  );
  return unsignedRow(rows);
}

/** Creates the prospect's (strict) workflow at its first step. */
export async function createWorkflow(db: Queryable, prospectId: string, first: StepName): Promise<void> {
  await db.query(
    `INSERT INTO prospect_workflows (id, prospect_id, strict, current_step, biggest_step) VALUES ($1, $2, true, $3, $3)`,
    [randomUUID(), prospectId, first],
  );
}

/** Moves a workflow to a step and sub-step, with the furthest position reached; answers the row as stored. */
export async function moveWorkflow(
  db: Queryable,
  workflowId: string,
  position: {
    step: StepName;
    subStep: string | null;
    biggest: Pick<WorkflowPositionState, 'biggest_step' | 'biggest_sub_step'>;
  },
): Promise<WorkflowRow | undefined> {
  const rows = await db.query<WorkflowRow>(
    `UPDATE prospect_workflows SET current_step = $2, current_sub_step = $3, biggest_step = $4, biggest_sub_step = $5,
       updated_at = now() WHERE id = $1 RETURNING *`,
    [
      workflowId,
      position.step,
      position.subStep,
      position.biggest.biggest_step,
      position.biggest.biggest_sub_step,
    ],
  );
  return rows[0];
}

/** What a new prospect starts with: the request's fields and, with enrich, its company from the register. */
export type NewProspectRow = {
  status: 'pending' | 'client';
  is_client: boolean;
  email: string | null;
  id_job: number | null;
  /** The agent of a known agent_token (infrastructure/agents.ts); the token itself is not kept. */
  agent_id: string | null;
  referer: string | null;
  source: string | null;
  tags: readonly string[];
  company: (CompanyRow & { headcount: number; revenue: number }) | null;
};

/**
 * Creates a prospect of the tenant; answers its row. The register's company fills its identity, and its
 * headcount and revenue pre-fill the criteria the visitor will confirm.
 */
export async function insertProspect(
  db: Queryable,
  tenant: Tenant,
  fields: NewProspectRow,
): Promise<ProspectRow> {
  const { company } = fields;
  const rows = await db.query<ProspectRow>(
    `INSERT INTO prospects (id, tenant_id, platform, status, email, company_identifier, id_job, agent_id, referer,
       source, tags, is_client, agent_cosmetic_data, name, siret, address, postal_code, city, insee_code_city, naf,
       activity_code, company_creation_date, criterias)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21)
     RETURNING *`,
    [
      newProspectId(),
      tenant.id,
      fields.status,
      fields.email,
      company?.siret ?? null,
      fields.id_job,
      fields.agent_id,
      fields.referer,
      fields.source,
      JSON.stringify(fields.tags),
      fields.is_client,
      JSON.stringify(fields.agent_id === null ? {} : { is_agent: true }),
      company?.name ?? null,
      company?.siret ?? null,
      company?.address ?? null,
      company?.postal_code ?? null,
      company?.city ?? null,
      company?.insee_code ?? null,
      company?.naf ?? null,
      company?.creation_date ?? null,
      JSON.stringify(company === null ? {} : { headcount: company.headcount, revenue: company.revenue }),
    ],
  );
  const created = rows[0];
  if (created === undefined) throw new Error('INSERT ... RETURNING gave no row');
  return created;
}

/**
 * Saves answers of the introduction and confirmation screens on the prospect; answers its row. The field names
 * are the contract's `ProspectUpdate` properties (the request validator refuses any other), so they are safe
 * as column names. A subscription signed meanwhile is left as signed: 409 `subscription_signed`.
 */
export async function updateFields(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  changes: readonly (readonly [string, unknown])[],
): Promise<ProspectRow> {
  const assignments = changes.map(([field], position) => `${field} = $${position + 3}`);
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET ${assignments.join(', ')}, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND ${UNSIGNED} RETURNING *`,
    [tenant.id, prospectId, ...changes.map(([, value]) => value)],
  );
  return unsignedRow(rows);
}
