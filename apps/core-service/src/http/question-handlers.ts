import type { components } from '@souscrire/core-api';
import { SANCTIONS_STEP } from '../offers/catalogue.ts';
import { workflowOf } from '../prospects/prospect-bodies.ts';
import { mergeCriteria } from '../prospects/prospect-writes.ts';
import {
  assertOpen,
  findProspect,
  findProspectWith,
  findProspectWithState,
  NO_EXTRA_COLUMNS,
  type ProspectWith,
  prospectFields,
  refreshStatus,
} from '../prospects/prospects.ts';
import { answerSource, answersOfRecord, recordAnswers } from '../questions/answer-sources.ts';
import { checkCriteria } from '../questions/criteria-rules.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import type { Handler } from './handler.ts';
import { includes } from './prospect-handlers.ts';

const ID_AND_PRODUCT = prospectFields('id', 'product');

// The criteria questions of a prospect's product and its answers.

/** The criteria question steps; the sanctions-form step is left out of the list (contract QuestionSteps). */
export const getQuestionSteps: Handler<'getQuestionSteps'> = async ({ db, tenant, input }) => {
  // Of the prospect, its id and product only.
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id, ID_AND_PRODUCT);
  const steps = tenant.catalogue
    .questionSteps(prospect.product)
    .map((step) => step.slug)
    .filter((slug) => slug !== SANCTIONS_STEP);
  const { workflow } = state;
  const current =
    workflow?.current_step === 'criteria' &&
    workflow.current_sub_step !== null &&
    steps.includes(workflow.current_sub_step)
      ? workflow.current_sub_step
      : (steps[0] ?? null);
  const next = current === null ? null : (steps[steps.indexOf(current) + 1] ?? null);
  return {
    status: 200,
    body: {
      data: {
        id: prospect.id,
        current_step: current,
        next_step: next,
        steps,
        product: prospect.product ?? '',
      },
    },
  };
};

/** One question step, its questions labelled in the answer's locale. */
export const getQuestionStep: Handler<'getQuestionStep'> = async ({ db, tenant, input, locale }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  const step = tenant.catalogue
    .questionSteps(prospect.product)
    .find((entry) => entry.slug === input.params.step);
  if (step === undefined) throw new ApiError(404, 'not_found', 'This product has no such question step.');
  const label = (labels: Record<string, string>) =>
    labels[locale] ?? labels.en ?? Object.values(labels)[0] ?? '';
  return {
    status: 200,
    body: {
      data: {
        id: step.slug,
        product: prospect.product ?? '',
        questions: step.questions.map((question) => {
          const entry: components['schemas']['Question'] = {
            key: question.name,
            label: label(question.label),
            type: question.type,
            required: question.required,
            options: (question.options ?? []).map((option) => ({
              value: option.value,
              label: label(option.label),
            })),
          };
          if (question.minimum !== undefined) entry.minimum = question.minimum;
          if (question.maximum !== undefined) entry.maximum = question.maximum;
          if (question.ui?.unit !== undefined) entry.unit = question.ui.unit;
          return entry;
        }),
      },
    },
  };
};

const CRITERIA_PROSPECT = prospectFields('id', 'product', 'criterias');

function criteriaBody(
  tenant: Parameters<Handler>[0]['tenant'],
  prospect: ProspectWith<typeof CRITERIA_PROSPECT>,
) {
  const product = tenant.catalogue.product(prospect.product);
  return {
    id: prospect.id,
    criterias: prospect.criterias,
    product: prospect.product ?? '',
    pricing_criterias: product?.pricing_criterias ?? [],
  };
}

/** GET v2/prospects/{id}/criterias. */
export const getCriteria: Handler<'getCriteria'> = async ({ db, tenant, input }) => {
  // Of the prospect, only what the answer shows.
  const { prospect } = await findProspectWith(
    db,
    tenant,
    input.params.id,
    NO_EXTRA_COLUMNS,
    CRITERIA_PROSPECT,
  );
  return { status: 200, body: { data: criteriaBody(tenant, prospect) } };
};

/**
 * PUT v2/prospects/{id}/criterias with a body and include=step. Answers are checked against the
 * product's questions; answers outside the product's bounds pause the request for a custom offer (unhooking).
 */
export const updateCriteria: Handler<'updateCriteria'> = async ({ db, tenant, input, request }) => {
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id);
  assertOpen(prospect);
  const { criterias } = input.body;
  const questions = tenant.catalogue.questionSteps(prospect.product).flatMap((step) => step.questions);
  const errors: FieldErrors = checkCriteria(criterias, questions, {
    unknown: 'This question is not asked for this product',
    type: 'This answer has the wrong type',
    range: 'This answer is out of range',
  });
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  // Who gives these answers (refused before saving when nothing proves it, on an agent's prospect).
  const source = await answerSource(db, tenant, prospect, request);
  const merged = await mergeCriteria(db, tenant, prospect.id, criterias);
  await recordAnswers(
    db,
    tenant,
    prospect.id,
    source,
    answersOfRecord('criteria', criterias, prospect.criterias),
  );
  // Answers change neither the company nor the workflow row, so the state read with the prospect
  // still holds: two queries in all (the prospect with its state, the merge).
  const updated = await refreshStatus(db, tenant, merged, state);
  const workflow = includes(input.query.include).includes('step')
    ? workflowOf(tenant, updated, state)
    : undefined;
  const data = criteriaBody(tenant, updated);
  return { status: 200, body: { data: workflow === undefined ? data : { ...data, step: workflow } } };
};
