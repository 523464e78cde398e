import type { CoreApiClient } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import type { Locale } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { ProgressBar } from '@souscrire/ui/progress-bar';
import { type MutationState, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { positionScope } from '../../router/journey-mutations.ts';
import { CustomerAreaLink } from '../customer-area-link.tsx';
import { type FinalizeSession, finalizeProspect } from './finalize-prospect.ts';
import { IssuedContractSummary } from './issued-contract-summary.tsx';

/** Props of {@link FinalizationPanel}. */
export type FinalizationPanelProps = {
  client: CoreApiClient;
  tenant: string;
  prospectId: string;
  locale: Locale;
  /** The client's e-mail address: their login, where the welcome e-mail went. */
  email: string;
  /** The client session: finalize's new session is stored there (cookie and store). */
  session: Pick<ClientSession, 'logIn'>;
  /** Whether the client already has a customer space (a cross-sell updates it). */
  isUpdate: boolean;
};

/**
 * The last finalization of the prospect (a mutation, kept in TanStack Query's mutation cache), so the screen's
 * heading and a remounted panel read it: none yet, pending, failed, or done with the session it answered.
 *
 * @example
 * const isDone = useFinalization(tenant, prospectId)?.status === 'success';
 */
export function useFinalization(tenant: string, prospectId: string) {
  const states = useMutationState({
    filters: { mutationKey: journeyKeys.finalization(tenant, prospectId) },
    select: (mutation) => mutation.state as MutationState<FinalizeSession>,
  });
  return states.at(-1);
}

/**
 * The finalization screen's content: the customer space is created (or updated for an existing
 * client) once (`PUT finalize`, a mutation started when the screen opens), the session it answers is stored,
 * then the contract issued with its documents ({@link IssuedContractSummary}), what happens next and how to
 * sign in next time, and the link to the customer space (which carries the session there:
 * {@link CustomerAreaLink}).
 */
export function FinalizationPanel({
  client,
  tenant,
  prospectId,
  locale,
  email,
  session,
  isUpdate,
}: FinalizationPanelProps) {
  const t = useText();
  const nextHeading = useId();
  const queryClient = useQueryClient();
  const finalize = useMutation({
    mutationKey: journeyKeys.finalization(tenant, prospectId),
    // After any position write under way (the move to this screen): the prospect becomes a client, the core
    // then refuses every move, and a refused move takes the visitor back to the screen left.
    scope: positionScope(tenant, prospectId),
    mutationFn: () => finalizeProspect(client, prospectId),
    onSuccess: async () => {
      // The journey's web server has kept the session finalize opened, in its HttpOnly cookie.
      session.logIn();
      // The prospect is a client now.
      await queryClient.invalidateQueries({
        queryKey: journeyKeys.prospect(tenant, prospectId),
        exact: true,
      });
    },
  });
  const last = useFinalization(tenant, prospectId);
  // Once per prospect: a second mount (development, or the screen shown again) reads the last one instead.
  const started = useRef(false);
  const start = finalize.mutate;
  const isFirst = last === undefined;
  useEffect(() => {
    if (started.current || !isFirst) return;
    started.current = true;
    start();
  }, [isFirst, start]);

  if (last === undefined || last.status === 'pending' || last.status === 'idle') {
    return (
      <div className="sc-finalization" aria-busy="true">
        <ProgressBar
          label={t(isUpdate ? 'finalization.title.update' : 'finalization.title.create')}
          isIndeterminate
        />
        <p>{t('finalization.body')}</p>
      </div>
    );
  }
  if (last.status === 'error') {
    return (
      <div className="sc-finalization">
        <Alert type="error" live>
          {t('errors.generic')}
        </Alert>
        <Button variant="secondary" onPress={() => finalize.mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="sc-finalization">
      <Alert type="success" live>
        {t(isUpdate ? 'finalization.updated' : 'finalization.ready')}
      </Alert>
      <IssuedContractSummary client={client} tenant={tenant} prospectId={prospectId} locale={locale} />
      <section aria-labelledby={nextHeading}>
        <Heading level={2} id={nextHeading}>
          {t('finalization.next.title')}
        </Heading>
        {!isUpdate && <p>{t('finalization.next.email', { email })}</p>}
        <p>{t(isUpdate ? 'finalization.next.sign-in-client' : 'finalization.next.sign-in', { email })}</p>
        <CustomerAreaLink>{t('finalization.go')}</CustomerAreaLink>
      </section>
    </div>
  );
}
