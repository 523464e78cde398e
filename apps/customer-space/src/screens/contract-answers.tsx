import type { components } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceQueries } from '../router/space-queries.ts';
import type { ContractDocuments } from './contract-documents.tsx';

type Answer = components['schemas']['ClientContractAnswer'];

/** The answers in their sections, in the order the core lists them. */
function bySection(answers: readonly Answer[]): [Answer['section'], Answer[]][] {
  const groups = new Map<Answer['section'], Answer[]>();
  for (const answer of answers) groups.set(answer.section, [...(groups.get(answer.section) ?? []), answer]);
  return [...groups];
}

/**
 * Who gave each answer of a subscription an agent started, "Given by your agent …" or "Given by
 * you", said in words next to each answer (never by colour alone). The core decides who gave it, from the proof
 * each write carried (docs/security.md, "Who gave an answer"); a subscription started without an agent shows
 * nothing here. Its props are the documents' (the contract's part of a card).
 */
export function ContractAnswers({
  api,
  tenant,
  contractId,
  locale,
  headingId,
}: Parameters<typeof ContractDocuments>[0]) {
  const intl = useIntl();
  const answers = useQuery(spaceQueries.answers(api, tenant, contractId, locale));
  if (answers.isError) return <Alert type="error">{intl.formatMessage({ id: MESSAGES.answersError })}</Alert>;
  const agent = answers.data?.agent;
  if (!answers.data || !agent || answers.data.answers.length === 0) return null;
  return (
    <section className="sc-space-answers" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage({ id: MESSAGES.answersTitle })}</h3>
      <p>{intl.formatMessage({ id: MESSAGES.answersIntro }, { agent: agent.name })}</p>
      {bySection(answers.data.answers).map(([section, rows]) => (
        <section key={section} aria-labelledby={`${headingId}-${section}`}>
          <h4 id={`${headingId}-${section}`}>
            {intl.formatMessage({ id: MESSAGES.answersSection }, { section })}
          </h4>
          <dl className="sc-space-answers__list">
            {rows.map((answer) => (
              <div key={answer.field} className="sc-space-answers__row" data-given-by={answer.given_by}>
                <dt>{answer.label}</dt>
                <dd className="sc-space-answers__value">{answer.value}</dd>
                <dd className="sc-space-answers__source">
                  {answer.given_by === 'agent'
                    ? intl.formatMessage({ id: MESSAGES.answersGivenByAgent }, { agent: agent.name })
                    : intl.formatMessage({ id: MESSAGES.answersGivenByYou })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
