/*
 * Design choice: 'Check your answers' is a workflow step of its own, `check-answers`, between the
 * offer and the documents, rather than a follow-up route of the offer. It is a position in the journey like any
 * other: the core records it (PUT steps), so a resume link, a reload and Back from the documents all land
 * here; the sidebar and the route guards come from its registry row (the offer's sidebar entry, the workflow
 * guard only: the prospect is still anonymous, and the client session is earned on entering the documents as
 * before). Follow-ups show a step's outcome (unhooking); a summary the visitor continues from is a step.
 * A Change link opens its question's screen with `?return=check-answers`; that screen's Continue (and Back)
 * come back here (the workflow moves, returnTarget), unless the changed answer sends the request elsewhere.
 */

import type { WorkflowStepName } from '@souscrire/core-api';
import { formatMoney } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Heading } from '@souscrire/ui/heading';
import { SummaryList } from '@souscrire/ui/summary-list';
import { questionSubSteps, routeForStep, unwrap, withReturn } from '@souscrire/workflow';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import { targetPath } from '../../router/target-path.ts';
import { savedActivityCode, savedActivityQuery } from '../activity/search-activities.ts';
import { LoadFailure } from '../cancelled/load-failure.tsx';
import { questionStepQuery, savedAnswersQuery } from '../criteria/criteria-api.ts';
import { killingQuestions, savedKillingAnswers } from '../killing/killing-questions.ts';
import { offerQuery } from '../offer/offer-api.ts';
import { useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import {
  type AnswerSection,
  businessSection,
  type ChangeLinks,
  contactSection,
  criteriaSection,
  declarationsSection,
  offerSection,
  type RowContext,
} from './answer-rows.ts';
import { useSeenPrice } from './seen-price.ts';
import './check-answers.css';

/**
 * 'Check your answers' (GOV.UK's pattern): every answer of the introduction, the criteria, the
 * contact details and the declarations, and the offer chosen, grouped under headings, each with a Change link
 * named after its question. The answers are read fresh from the core on arrival; when a changed answer moved
 * the yearly price, the page says so (politely announced). The heading takes the focus on arrival (the
 * step frame's).
 */
export function CheckAnswersScreen() {
  const t = useText();
  const { prospect, clientFor, tenant, api, prospectId, locale } = useSubscription();
  const client = clientFor(tenant);
  const fresh = { refetchOnMount: 'always' } as const;
  // When the screen arrived: the offer shown must have been read since (see `ready`).
  const arrivedAt = useRef(Date.now());

  const activity = useQuery(
    savedActivityQuery(client, tenant, prospectId, savedActivityCode(prospect), locale),
  );
  const steps = useQuery(journeyQueries.questionSteps(api, tenant, prospectId));
  const subSteps = steps.data ? questionSubSteps(steps.data) : [];
  const questions = useQueries({
    queries: subSteps.map((subStep) => questionStepQuery(client, tenant, prospectId, subStep, locale)),
  });
  const answers = useQuery({ ...savedAnswersQuery(client, tenant, prospectId), ...fresh });
  const killing = useQuery({ ...journeyQueries.killingForm(api, tenant, prospectId), ...fresh });
  const offer = useQuery({ ...offerQuery(client, tenant, prospectId, locale), ...fresh });

  const all = [activity, steps, ...questions, answers, killing, offer];
  const failed = all.some((query) => query.isError);
  // The offer is read again on arrival: the price shown (and compared) is the one the answers give now. A
  // later read (the prospect's reads asked again once the client session is earned, on the way to the
  // documents) keeps the summary shown rather than turning it back into a skeleton. After a change of
  // language the offer is another query, which the new address's loader may have read already: read since
  // the arrival, it counts (a query read before the screen observed it never counts as fetched after mount).
  const ready = all.every((query) => query.data !== undefined) && offer.dataUpdatedAt >= arrivedAt.current;
  const change = useSeenPrice(prospectId, ready ? offer.data?.price?.total.amount : undefined);

  const href = (step: WorkflowStepName, subStep?: string) =>
    withReturn(targetPath(unwrap(routeForStep(step, subStep)), locale, prospectId), 'check-answers');
  const links: ChangeLinks = {
    activity: href('activity'),
    city: href('city'),
    company: href('company'),
    criteria: (subStep) => href('criteria', subStep),
    confirmation: (subStep) => href('confirmation', subStep),
    killing: href('killing'),
    offer: href('offer'),
  };
  const context: RowContext = { t, locale, links };

  const sections = (): AnswerSection[] => {
    if (!answers.data || !offer.data) return [];
    const answered = subSteps.map((subStep, index) => ({
      subStep,
      questions: questions[index]?.data ?? [],
    }));
    const declared = killing.data ? savedKillingAnswers(killing.data.answers) : null;
    return [
      businessSection(context, prospect, activity.data?.label ?? null),
      ...(answered.length > 0 ? [criteriaSection(context, answered, answers.data)] : []),
      contactSection(context, prospect),
      ...(killing.data && declared
        ? [declarationsSection(context, killingQuestions(killing.data.questions, declared), declared)]
        : []),
      offerSection(context, offer.data),
    ];
  };

  const money = (cents: number) => formatMoney(cents / 100, locale);

  return (
    <StepFrame step="check-answers" isLoading={!ready}>
      <p>{t('check-answers.intro')}</p>
      <div className="sc-check-answers__status" role="status">
        {change && (
          <Alert type="info">
            {t('check-answers.price-changed', { before: money(change.before), after: money(change.after) })}
          </Alert>
        )}
      </div>
      {failed ? (
        <LoadFailure
          onRetry={() => {
            for (const query of all) if (query.isError) void query.refetch();
          }}
        />
      ) : !ready ? (
        // The answers are taller than a screen.
        <StepSkeleton label={t('ui.loading')} lines={6} fillsScreen />
      ) : (
        sections().map((section) => (
          <section
            key={section.id}
            className="sc-check-answers__section"
            aria-labelledby={`check-answers-${section.id}`}
          >
            <Heading level={2} id={`check-answers-${section.id}`}>
              {t(section.title)}
            </Heading>
            <SummaryList rows={section.rows} />
          </section>
        ))
      )}
    </StepFrame>
  );
}
