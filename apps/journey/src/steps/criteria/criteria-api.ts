import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { queryOptions } from '@tanstack/react-query';
import { languageHeaders } from '../../core/language-headers.ts';
import { journeyKeys, keptWhileSwitching } from '../../core/query-keys.ts';
import { unwrap } from '../../core/unwrap.ts';
import type { AskedQuestion, QuestionKind } from '../../form/question-types/question-type.ts';
import type { FieldErrors, FormValues } from '../../form/use-form-state.ts';
import { fieldErrorsOf } from '../use-prospect-save.ts';

/** One criteria question, as the core defines it. */
export type Question = components['schemas']['Question'];
/** The answers, keyed by question. */
export type Answers = Record<string, components['schemas']['CriterionValue']>;
/** A saved step's outcome: every answer as saved and the workflow after them, or the server's field errors. */
export type SaveAnswers =
  | { kind: 'saved'; answers: Answers; step: components['schemas']['ProspectWorkflow'] | undefined }
  | { kind: 'invalid'; errors: FieldErrors };

/** The questions of one question step (`GET /v2/prospects/{id}/questions-steps/{step}`), in `locale`. */
export async function questionStep(
  client: CoreApiClient,
  id: string,
  step: string,
  locale: Locale,
): Promise<Question[]> {
  const answer = await client.GET('/v2/prospects/{id}/questions-steps/{step}', {
    params: { path: { id, step } },
    headers: languageHeaders(locale),
  });
  return unwrap(answer).data.questions;
}

/** The answers given so far (`GET /v2/prospects/{id}/criterias`). */
export async function savedAnswers(client: CoreApiClient, id: string): Promise<Answers> {
  return unwrap(await client.GET('/v2/prospects/{id}/criterias', { params: { path: { id } } })).data
    .criterias;
}

/**
 * The questions of a question step as a query (the criteria screen and the summary of the answers share it),
 * keyed by the language their labels are asked in.
 *
 * @example
 * const questions = useQuery(questionStepQuery(client, tenant, id, 'activity-size', 'en-FR'));
 */
export function questionStepQuery(
  client: CoreApiClient,
  tenant: string,
  id: string,
  step: string,
  locale: Locale,
) {
  const queryKey = journeyKeys.inLanguage(journeyKeys.questionStep(tenant, id, step), locale);
  return queryOptions({
    queryKey,
    queryFn: () => questionStep(client, id, step, locale),
    placeholderData: keptWhileSwitching<Question[]>(queryKey),
    enabled: step !== '',
    staleTime: 5 * 60_000,
  });
}

/**
 * The answers given so far as a query (the criteria screen and the summary of the answers share it).
 *
 * @example
 * const answers = useQuery(savedAnswersQuery(client, tenant, id));
 */
export function savedAnswersQuery(client: CoreApiClient, tenant: string, id: string) {
  return queryOptions({
    queryKey: journeyKeys.criteria(tenant, id),
    queryFn: () => savedAnswers(client, id),
  });
}

/**
 * Saves a step's answers with the updated workflow (`PUT /v2/prospects/{id}/criterias?include=step`):
 * answers outside the product's bounds lead to unhooking. The core answers with every answer saved so far,
 * which the caller keeps rather than reading them again. A 422 comes back as field errors keyed by question.
 *
 * @example
 * const outcome = await saveAnswers(client, id, { headcount: 12 });
 */
export async function saveAnswers(
  client: CoreApiClient,
  id: string,
  criterias: Answers,
): Promise<SaveAnswers> {
  const answer = await client.PUT('/v2/prospects/{id}/criterias', {
    params: { path: { id }, query: { include: 'step' } },
    body: { criterias },
  });
  if (answer.response.status === 422) {
    const errors = fieldErrorsOf(answer.error);
    return {
      kind: 'invalid',
      errors: Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key.replace(/^criterias\./, ''), message]),
      ),
    };
  }
  const saved = unwrap(answer).data;
  return { kind: 'saved', answers: saved.criterias, step: saved.step };
}

/** The registry's kind for each of the core's question types. */
const KIND_OF_TYPE: Readonly<Record<Question['type'], QuestionKind>> = {
  text: 'text',
  integer: 'integer',
  number: 'number',
  boolean: 'yes-no',
  date: 'date',
  select: 'choice',
  multiselect: 'list',
};

/**
 * A criteria question as the question-type registry asks it.
 *
 * @example
 * askedCriterion({ key: 'vehicles', label: 'Vehicles', type: 'boolean', required: true, options: [] }).kind;
 * // 'yes-no'
 */
export function askedCriterion(question: Question): AskedQuestion {
  return {
    key: question.key,
    label: question.label,
    kind: KIND_OF_TYPE[question.type],
    required: question.required,
    help: question.help,
    options: question.options,
    minimum: question.minimum,
    maximum: question.maximum,
    unit: question.unit,
  };
}

/**
 * The answers of a step as the core keeps them, from the form's values: text trimmed, several choices as a
 * list (none chosen is an empty list), an empty answer as null.
 *
 * @example
 * criteriaAnswers(questions, { headcount: 12, note: '  ' }); // { headcount: 12, note: null }
 */
export function criteriaAnswers(questions: readonly Question[], values: FormValues): Answers {
  return Object.fromEntries(
    questions.map((question): [string, Answers[string]] => {
      const value = values[question.key];
      if (typeof value === 'object') return [question.key, [...value]];
      if (KIND_OF_TYPE[question.type] === 'list') return [question.key, []];
      const given = typeof value === 'string' ? value.trim() : value;
      return [question.key, given === undefined || given === '' ? null : given];
    }),
  );
}
