import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { NumberField } from '@souscrire/ui/number-field';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { TextField } from '@souscrire/ui/text-field';
import { nextRelevantStep, returnStepOf, returnTarget, routeForStep } from '@souscrire/workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTrack } from '../../analytics/use-track.ts';
import { useText } from '../../app/use-text.ts';
import { refreshProspectBehind } from '../../router/journey-mutations.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import { targetPath } from '../../router/target-path.ts';
import { LoadFailure } from '../cancelled/load-failure.tsx';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import { useFormContinue } from '../use-form-continue.ts';
import { useSubscription } from '../use-subscription.ts';
import { useTravel } from '../use-travel.ts';
import { answerKillingForm } from './answer-killing-form.ts';
import {
  type KillingAnswerValues,
  type KillingQuestion,
  killingQuestions,
  savedKillingAnswers,
} from './killing-questions.ts';

/**
 * 'Your declarations': the eligibility form the core sends as JSON Schema with UI hints, one kit
 * field per question, follow-up questions appearing as their trigger is answered. Continue sends the answers;
 * the core decides the outcome and the journey follows the workflow it returns: the offer when eligible, the
 * cancelled or reviewing screen otherwise. The form opens with the answers last sent (changed from
 * the summary of the answers, to which it then returns while the answers keep the request eligible).
 */
export function KillingScreen() {
  const t = useText();
  const queryClient = useQueryClient();
  const { api, clientFor, tenant, prospectId, locale } = useSubscription();
  const form = useQuery(journeyQueries.killingForm(api, tenant, prospectId));
  const [changed, setChanged] = useState<KillingAnswerValues | null>(null);
  const answers = changed ?? savedKillingAnswers(form.data?.answers);
  const returnTo = returnStepOf(
    useRouterState({ select: (state): Readonly<Record<string, unknown>> => state.location.search }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const questions = form.data
    ? killingQuestions(form.data.questions, answers, { yes: t('common.yes'), no: t('common.no') })
    : [];

  const answer = (name: string, value: boolean | string | number | undefined) => {
    setChanged({ ...answers, [name]: value });
    setErrors(({ [name]: _answered, ...rest }) => rest);
  };

  const sendAnswers = useMutation({
    mutationFn: (shown: KillingAnswerValues) => answerKillingForm(clientFor(tenant), prospectId, shown),
    onSuccess: (result) => {
      if (result.kind === 'invalid') setErrors(result.errors);
    },
  });
  const travel = useTravel();
  const track = useTrack();
  // Whether the answers last sent kept the request eligible.
  const eligible = useRef(false);
  const save = async (): Promise<boolean> => {
    // Only the questions shown are sent: a hidden follow-up keeps no stale answer.
    const shown = Object.fromEntries(questions.map((question) => [question.name, answers[question.name]]));
    const result = await sendAnswers.mutateAsync(shown);
    eligible.current = result.kind === 'outcome' && result.outcome.outcome === 'eligible';
    return result.kind !== 'invalid';
  };
  const formContinue = useFormContinue(save);

  // Go where the workflow now leads, rather than where the frame planned before the answers. An outcome that
  // closes the request (cancelled, reviewing) changes the workflow and the prospect's status: both are read
  // again first. An eligible one changes neither: the journey moves on at once, from the workflow it holds,
  // while the prospect is read again behind it, and its other reads (the answers the summary shows) where they
  // are next shown.
  const followWorkflow = async () => {
    const workflowKey = journeyQueries.workflow(api, tenant, prospectId).queryKey;
    let workflow = eligible.current ? queryClient.getQueryData(workflowKey) : undefined;
    if (workflow) {
      refreshProspectBehind(queryClient, tenant, prospectId);
    } else {
      workflow = await api.workflow(prospectId);
      queryClient.setQueryData(workflowKey, workflow);
      await queryClient.invalidateQueries({
        queryKey: journeyQueries.prospect(api, tenant, prospectId).queryKey,
      });
    }
    const home = returnTarget(workflow, 'killing', returnTo);
    const next = home ? { ok: true as const, value: home } : nextRelevantStep(workflow, 'forward', 'killing');
    const route = next.ok ? routeForStep(next.value) : null;
    if (!next.ok || !route?.ok) return;
    await travel('forward', {
      href: targetPath(route.value, locale, prospectId),
      position: { step: next.value, subStep: null },
    });
  };

  const onContinue = async (): Promise<boolean> => {
    if (!(await formContinue.onContinue())) return false;
    await followWorkflow();
    track.stepCompleted('killing', null);
    return false;
  };

  return (
    <StepFrame step="killing" onContinue={onContinue} registerPress={formContinue.registerPress}>
      <p>{t('killing.intro')}</p>
      {form.isError ? (
        <LoadFailure onRetry={() => void form.refetch()} />
      ) : form.isPending ? (
        <StepSkeleton label={t('ui.loading')} lines={3} />
      ) : (
        <Form
          id={formContinue.formId}
          onSubmit={formContinue.onSubmit}
          errorSummaryTitle={t('layout.error-summary.title')}
          validationErrors={errors}
        >
          {questions.map((question) => (
            <KillingField
              key={question.name}
              question={question}
              value={answers[question.name]}
              onChange={(value) => answer(question.name, value)}
            />
          ))}
        </Form>
      )}
      <p>{t('killing.honesty')}</p>
    </StepFrame>
  );
}

/** One question with the kit field its kind calls for (UX: radios below about 8 choices). */
function KillingField({
  question,
  value,
  onChange,
}: {
  question: KillingQuestion;
  value: boolean | string | number | undefined;
  onChange: (value: boolean | string | number | undefined) => void;
}) {
  const t = useText();
  const common = { name: question.name, label: question.title, isRequired: question.required };
  switch (question.kind) {
    case 'boolean':
    case 'choice':
      return (
        <RadioGroup
          {...common}
          orientation={question.kind === 'boolean' ? 'horizontal' : 'vertical'}
          options={question.options}
          value={value === undefined ? null : String(value)}
          onChange={(next) => onChange(question.kind === 'boolean' ? next === 'true' : next)}
          errorMessage={t('errors.answer-named', { field: question.title })}
        />
      );
    case 'integer':
      return (
        <NumberField
          {...common}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
          minValue={question.minimum}
          maxValue={question.maximum}
          formatOptions={{ maximumFractionDigits: 0 }}
          errorMessage={fieldErrorMessage({
            missing: t('errors.required-named', { field: question.title }),
            invalid: t('errors.number'),
          })}
        />
      );
    case 'text':
      return (
        <TextField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? undefined : next)}
          errorMessage={t('errors.required-named', { field: question.title })}
        />
      );
  }
}
