import { noWorkflowYet } from '../failures.ts';
import { workflowBody, workflowOf } from '../prospects/prospect-bodies.ts';
import { createWorkflow, moveWorkflow } from '../prospects/prospect-writes.ts';
import {
  factsOf,
  findProspect,
  findProspectWithState,
  findWorkflow,
  workflowFacts,
} from '../prospects/prospects.ts';
import { advanceBiggest, computeWorkflow, firstStep } from '../questions/workflow-rules.ts';
import { ApiError } from './api-error.ts';
import type { Handler } from './handler.ts';

// A prospect's workflow: its creation and the screen changes. GET steps is in prospect-handlers.ts (with the other reads).

/** The prospect's workflow as just written (404 should it be gone in between). */
async function savedWorkflow(...args: Parameters<typeof workflowBody>) {
  const workflow = await workflowBody(...args);
  if (workflow === undefined) throw noWorkflowYet();
  return workflow;
}

/** POST v2/prospects/{id}/steps with strict true creates the workflow, at its first relevant step. */
export const createProspectWorkflow: Handler<'createProspectWorkflow'> = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  if ((await findWorkflow(db, prospect.id)) !== undefined) {
    throw new ApiError(409, 'conflict', 'This prospect already has a workflow.');
  }
  const first = firstStep(await workflowFacts(db, tenant, prospect));
  await createWorkflow(db, prospect.id, first);
  return { status: 201, body: { data: await savedWorkflow(db, tenant, prospect) } };
};

/**
 * The current step and sub-step, written on each screen change; 422 when the step may not be entered.
 * Two queries, the prospect with its workflow and company, then the move.
 */
export const updateProspectWorkflow: Handler<'updateProspectWorkflow'> = async ({ db, tenant, input }) => {
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id);
  const row = state.workflow;
  if (row === undefined) throw noWorkflowYet();
  const { current_step: step, current_sub_step: subStep } = input.body;
  const view = computeWorkflow(row, factsOf(tenant, prospect, state.company));
  if (!view.steps.some((entry) => entry.slug === step && entry.can_go_to)) {
    throw new ApiError(422, 'step_not_allowed', `The step ${step} may not be entered now.`, {
      current_step: ['This step may not be entered now'],
    });
  }
  const subSteps =
    step === 'criteria' ? tenant.catalogue.questionSteps(prospect.product).map((entry) => entry.slug) : [];
  const biggest = advanceBiggest(row, step, subStep, subSteps);
  const moved = await moveWorkflow(db, row.id, { step, subStep, biggest });
  const workflow = workflowOf(tenant, prospect, { ...state, workflow: moved });
  if (workflow === undefined) throw noWorkflowYet();
  return { status: 200, body: { data: workflow } };
};
