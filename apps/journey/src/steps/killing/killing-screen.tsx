import { nextRelevantStep, returnStepOf, returnTarget, routeForStep } from '@souscrire/workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useText } from '../../app/use-text.ts';
import { QuestionField } from '../../form/question-types/registry.tsx';
import { useFormState } from '../../form/use-form-state.ts';
import { refreshProspectBehind } from '../../router/journey-mutations.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import { targetPath } from '../../router/target-path.ts';
import { LoadFailure } from '../cancelled/load-failure.tsx';
import { useMoves, useStepNavigator, useSubscription, useTrack } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import { answerKillingForm } from './answer-killing-form.ts';
import { type KillingAnswerValues, killingQuestions, savedKillingAnswers } from './killing-questions.ts';

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
  // The answers last sent, overlaid with what the visitor changes; the core's refusals on their fields.
  const state = useFormState(savedKillingAnswers(form.data?.answers));
  const answers = savedKillingAnswers(state.values);
  const returnTo = returnStepOf(useStepNavigator().search);
  const questions = form.data ? killingQuestions(form.data.questions, answers) : [];

  const sendAnswers = useMutation({
    mutationFn: (shown: KillingAnswerValues) => answerKillingForm(clientFor(tenant), prospectId, shown),
    onSuccess: (result) => {
      if (result.kind === 'invalid') state.setErrors(result.errors);
    },
  });
  const { travel } = useMoves();
  const track = useTrack();
  // Whether the answers last sent kept the request eligible.
  const eligible = useRef(false);
  const save = async (): Promise<boolean> => {
    // Only the questions shown are sent: a hidden follow-up keeps no stale answer.
    const shown = Object.fromEntries(questions.map((question) => [question.key, answers[question.key]]));
    const result = await sendAnswers.mutateAsync(shown);
    eligible.current = result.kind === 'outcome' && result.outcome.outcome === 'eligible';
    return result.kind !== 'invalid';
  };

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

  // The frame moves nowhere: the journey goes where the answers lead (followWorkflow).
  const onContinue = async (): Promise<boolean> => {
    if (!(await save())) return false;
    await followWorkflow();
    track.stepCompleted('killing', null);
    return false;
  };

  return (
    <StepFrame step="killing" withForm>
      <p>{t('killing.intro')}</p>
      {form.isError ? (
        <LoadFailure onRetry={() => void form.refetch()} />
      ) : form.isPending ? (
        <StepSkeleton label={t('ui.loading')} lines={3} />
      ) : (
        <StepForm
          onContinue={onContinue}
          errorSummaryTitle={t('layout.error-summary.title')}
          validationErrors={state.errors}
        >
          {questions.map((question) => (
            <QuestionField
              key={question.key}
              question={question}
              value={answers[question.key]}
              onChange={(value) => state.set(question.key, value)}
            />
          ))}
        </StepForm>
      )}
      <p>{t('killing.honesty')}</p>
    </StepFrame>
  );
}
