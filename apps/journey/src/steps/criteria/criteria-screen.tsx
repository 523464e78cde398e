import { questionSubSteps } from '@souscrire/workflow';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useText } from '../../app/use-text.ts';
import { parsedAnswers, QuestionField } from '../../form/question-types/registry.tsx';
import { useFormState } from '../../form/use-form-state.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import { useSubscription } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import {
  askedCriterion,
  criteriaAnswers,
  questionStepQuery,
  saveAnswers,
  savedAnswersQuery,
} from './criteria-api.ts';
import './criteria-screen.css';

/**
 * 'Your information' (criteria/{step}): each question step is a page whose form is generated from the
 * step's question definitions, prefilled with the answers given so far. Continue saves the answers with the
 * updated workflow (`PUT criterias?include=step`) before moving on; the server's refusals show on their fields.
 */
export function CriteriaScreen() {
  const t = useText();
  const { clientFor, tenant, api, prospectId, subStep, queryClient, locale } = useSubscription();
  const client = clientFor(tenant);
  const step = subStep ?? '';
  const steps = useQuery(journeyQueries.questionSteps(api, tenant, prospectId));
  const questions = useQuery(questionStepQuery(client, tenant, prospectId, step, locale));
  const answers = useQuery(savedAnswersQuery(client, tenant, prospectId));
  const asked = (questions.data ?? []).map(askedCriterion);
  // The step's answers as saved, overlaid with what the visitor changes; the server's refusals on their fields.
  const form = useFormState(parsedAnswers(asked, answers.data), step);
  const { setErrors } = form;

  const saveCriteria = useMutation({
    mutationFn: (values: Parameters<typeof saveAnswers>[2]) => saveAnswers(client, prospectId, values),
    onSuccess: (outcome) => {
      if (outcome.kind === 'invalid') {
        setErrors(outcome.errors);
        return;
      }
      setErrors({});
      if (outcome.step) {
        queryClient.setQueryData(journeyQueries.workflow(api, tenant, prospectId).queryKey, outcome.step);
      }
      // The core answers with every answer saved: the next question opens without reading them again.
      queryClient.setQueryData(savedAnswersQuery(client, tenant, prospectId).queryKey, outcome.answers);
    },
  });

  const onContinue = async () => {
    if (!questions.data) return false;
    const outcome = await saveCriteria.mutateAsync(criteriaAnswers(questions.data, form.values));
    return outcome.kind !== 'invalid';
  };

  const subSteps = steps.data ? questionSubSteps(steps.data) : [];
  const position = subSteps.indexOf(step);

  return (
    <StepFrame step="criteria" withForm isLoading={!questions.data || !answers.data}>
      {position >= 0 && (
        <p className="sc-criteria__progress">
          {t('criteria.progress', { current: position + 1, total: subSteps.length })}
        </p>
      )}
      {questions.data && answers.data ? (
        <StepForm
          key={step}
          onContinue={onContinue}
          errorSummaryTitle={t('layout.error-summary.title')}
          validationErrors={form.errors}
        >
          {asked.map((question) => (
            <QuestionField
              key={question.key}
              question={question}
              value={form.values[question.key]}
              onChange={(value) => form.set(question.key, value)}
            />
          ))}
        </StepForm>
      ) : (
        <StepSkeleton label={t('ui.loading')} lines={2} />
      )}
    </StepFrame>
  );
}
