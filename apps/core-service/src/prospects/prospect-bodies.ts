/**
 * A prospect and its workflow in the contract's shapes (`Prospect`, `ProspectWorkflow`), from the rows and
 * state of prospects/prospects.ts.
 */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ProspectRow, WorkflowRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { computeWorkflow, type WorkflowView } from '../questions/workflow-rules.ts';
import { type FactsProspect, factsOf, type ProspectState, stateOf } from './prospects.ts';

type Queryable = Pick<Database, 'query'>;
type ProspectWorkflow = components['schemas']['ProspectWorkflow'];
type Prospect = components['schemas']['Prospect'];

/** A workflow in the contract's shape: the stored position and the computed steps and moves. */
export function serializeWorkflow(row: WorkflowRow, view: WorkflowView): ProspectWorkflow {
  return {
    id: row.id,
    prospect_id: row.prospect_id,
    current_step: row.current_step,
    current_sub_step: row.current_sub_step,
    biggest_step: row.biggest_step,
    biggest_sub_step: row.biggest_sub_step,
    can_go_back: view.can_go_back,
    can_go_next: view.can_go_next,
    previous_step: view.previous_step,
    next_step: view.next_step,
    next_relevant_step: view.next_relevant_step,
    steps: view.steps,
  };
}

/** The prospect's workflow in the contract's shape from its state, or undefined when none was created. */
export function workflowOf(
  tenant: Tenant,
  prospect: FactsProspect,
  state: ProspectState,
): ProspectWorkflow | undefined {
  if (state.workflow === undefined) return undefined;
  return serializeWorkflow(
    state.workflow,
    computeWorkflow(state.workflow, factsOf(tenant, prospect, state.company)),
  );
}

/** The prospect's workflow in the contract's shape, or undefined when none was created (one query). */
export async function workflowBody(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
): Promise<ProspectWorkflow | undefined> {
  return workflowOf(tenant, prospect, await stateOf(db, prospect));
}

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * The prospect in the contract's shape, with the extras asked for (agentCosmeticData,
 * form_subscription, step), from its state (no query). Fields in the contract's order.
 */
export function prospectBody(
  tenant: Tenant,
  prospect: ProspectRow,
  state: ProspectState,
  include: readonly string[] = [],
): Prospect {
  const body: Prospect = {
    id: prospect.id,
    platform: prospect.tenant_id,
    product: prospect.product,
    activity_code: prospect.activity_code,
    additional_address: prospect.additional_address,
    additional_phone: prospect.additional_phone,
    address: prospect.address,
    canceled_at: prospect.canceled_at === null ? null : iso(prospect.canceled_at),
    canceled_code: prospect.canceled_code,
    canceled_reason: prospect.canceled_reason,
    city: prospect.city,
    company_creation_date: prospect.company_creation_date,
    company_identifier: prospect.company_identifier,
    created_at: iso(prospect.created_at),
    email: prospect.email,
    id_job: prospect.id_job,
    insee_code_city: prospect.insee_code_city,
    naf: prospect.naf,
    name: prospect.name,
    owner_firstname: prospect.owner_firstname,
    owner_function: prospect.owner_function,
    owner_lastname: prospect.owner_lastname,
    owner_status: prospect.owner_status,
    phone: prospect.phone,
    postal_code: prospect.postal_code,
    siret: prospect.siret,
    status: prospect.status,
    subscription_name: prospect.subscription_name,
    tags: prospect.tags,
    xsell: prospect.xsell,
    is_client: prospect.is_client,
  };
  if (include.includes('agentCosmeticData')) body.agent_cosmetic_data = prospect.agent_cosmetic_data;
  if (include.includes('form_subscription')) {
    body.form_subscription = {
      products: prospect.product === null ? [] : [prospect.product],
      need_company_id: prospect.company_identifier === null,
      should_check_shareholders: factsOf(tenant, prospect, state.company).shouldCheckShareholders,
    };
  }
  if (include.includes('step')) {
    const workflow = workflowOf(tenant, prospect, state);
    if (workflow !== undefined) body.step = workflow;
  }
  return body;
}

/** The prospect in the contract's shape, reading its state only when an include needs it. */
export async function serializeProspect(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  include: readonly string[] = [],
): Promise<Prospect> {
  const needsState = include.includes('form_subscription') || include.includes('step');
  const state = needsState ? await stateOf(db, prospect) : { workflow: undefined, company: undefined };
  return prospectBody(tenant, prospect, state, include);
}
