import { ApiError } from '../domain/api-error.ts';
import { createWorkflow, moveWorkflow } from '../domain/prospect-writes.ts';
import { findProspect, findWorkflow, workflowBody, workflowFacts } from '../domain/prospects.ts';
import { advanceBiggest, computeWorkflow, firstStep, type StepName } from '../domain/workflow-rules.ts';
import type { Handler } from './handler.ts';

// A prospect's workflow: its creation and the screen changes (spec 4 and 7). GET steps is in prospect-handlers.ts (issue 17's read path).

/** spec 7 and 9: POST v2/prospects/{id}/steps with strict true creates the workflow, at its first relevant step. */
export const createProspectWorkflow: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  if ((await findWorkflow(db, prospect.id)) !== undefined) {
    throw new ApiError(409, 'conflict', 'This prospect already has a workflow.');
  }
  const first = firstStep(await workflowFacts(db, tenant, prospect));
  await createWorkflow(db, prospect.id, first);
  return { status: 201, body: { data: await workflowBody(db, tenant, prospect) } };
};

/** spec 4: the current step and sub-step, written on each screen change; 422 when the step may not be entered. */
export const updateProspectWorkflow: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  const row = await findWorkflow(db, prospect.id);
  if (row === undefined) throw new ApiError(404, 'not_found', 'This prospect has no workflow yet.');
  const { current_step: step, current_sub_step: subStep } = input.body as {
    current_step: StepName;
    current_sub_step: string | null;
  };
  const view = computeWorkflow(row, await workflowFacts(db, tenant, prospect));
  if (!view.steps.some((entry) => entry.slug === step && entry.can_go_to)) {
    throw new ApiError(422, 'step_not_allowed', `The step ${step} may not be entered now.`, {
      current_step: ['This step may not be entered now'],
    });
  }
  const subSteps =
    step === 'criteria' ? tenant.catalogue.questionSteps(prospect.product).map((entry) => entry.slug) : [];
  const biggest = advanceBiggest(row, step, subStep, subSteps);
  await moveWorkflow(db, row.id, { step, subStep, biggest });
  return { status: 200, body: { data: await workflowBody(db, tenant, prospect) } };
};
