import { assertOpen, deriveStatus, findProspect, findProspectWithState } from '../prospects/prospects.ts';
import { answerSource, answersOfRecord, recordAnswers } from '../questions/answer-sources.ts';
import { savedEligibilityAnswers, saveEligibility } from '../questions/eligibility.ts';
import { localizedEligibilityForm, localizedReason } from '../questions/eligibility-texts.ts';
import { compiledEligibilityForm } from '../questions/eligibility-validators.ts';
import { ApiError } from './api-error.ts';
import type { Handler } from './handler.ts';
import { toFieldErrors } from './request-validator.ts';

// The eligibility (killing) form and its answers.

function killingForm(tenant: Parameters<Handler>[0]['tenant'], product: string | null) {
  const form = tenant.catalogue.killingForm(product);
  if (form === undefined) throw new ApiError(404, 'not_found', 'This product has no eligibility form.');
  return form;
}

/**
 * The eligibility (killing) form as JSON Schema with UI hints (type=json-form), with the answers last
 * sent; null when the product has none, which is no error (the journey skips the screen).
 */
export const getKillingForm: Handler<'getKillingForm'> = async ({ db, tenant, input, locale }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  const form = tenant.catalogue.killingForm(prospect.product);
  if (form === undefined) return { status: 200, body: { data: null } };
  // The questions in the visitor's language (the form's own where it has no translation).
  const { schema, ui_schema } = localizedEligibilityForm(form.form, locale);
  return {
    status: 200,
    body: {
      data: {
        id: form.id,
        product: prospect.product ?? '',
        questions: { type: 'json-form', schema, ui_schema },
        answers: savedEligibilityAnswers(prospect),
      },
    },
  };
};

/**
 * Eligibility answers (reference rules): the first matching cancel rule cancels the request with its code
 * and reason; otherwise a matching review rule sends it to review (status paused, reviewing step).
 */
export const answerKillingForm: Handler<'answerKillingForm'> = async ({
  db,
  tenant,
  input,
  request,
  locale,
}) => {
  // The company comes with the prospect (its state), so the status is derived before saving, and
  // the answers, outcome and status are written by one statement (the journey's Continue into the offer waits
  // on this call).
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id);
  assertOpen(prospect);
  const form = killingForm(tenant, prospect.product);
  const { answers } = input.body;
  // Compiled once per form and cached (questions/eligibility-validators.ts).
  const { validate, rules } = compiledEligibilityForm(form);
  if (!validate(answers)) {
    throw new ApiError(
      422,
      'validation_failed',
      'Some fields are invalid.',
      toFieldErrors(validate.errors ?? [], 'answers'),
    );
  }
  // The reason recorded, and shown on the refused request's screen, in the visitor's language.
  const matches = rules
    .filter((compiled) => compiled.matches(answers))
    .map(({ rule }) => ({ ...rule, reason: localizedReason(form.form, rule, locale) }));
  const cancel = matches.find((rule) => rule.outcome === 'cancel');
  const review = matches.find((rule) => rule.outcome === 'review');
  const outcome = cancel ? 'cancelled' : review ? 'reviewing' : 'eligible';
  // Who gives these answers (refused before saving when nothing proves it, on an agent's prospect).
  const source = await answerSource(db, tenant, prospect, request);
  const status = cancel
    ? 'cancelled'
    : await deriveStatus(db, tenant, { ...prospect, eligibility: { outcome } }, state);
  await saveEligibility(db, tenant, prospect.id, answers, outcome, cancel ?? review, status);
  await recordAnswers(
    db,
    tenant,
    prospect.id,
    source,
    answersOfRecord('declarations', answers, savedEligibilityAnswers(prospect)),
  );
  return {
    status: 200,
    body: { data: { outcome, canceled_code: cancel?.code ?? null, canceled_reason: cancel?.reason ?? null } },
  };
};
