import { useQuery } from '@tanstack/react-query';
import { journeyQueries } from '../../router/journey-queries.ts';
import { useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { useTrackWhen } from '../use-track-when.ts';
import { FinalizationPanel, useFinalization } from './finalization-panel.tsx';

/**
 * The finalization screen: the customer space is created or updated, then the contract issued is shown and the
 * space linked. Its heading is the page title ('finalization.title'): the subscription is signed and paid.
 */
export function FinalizationScreen() {
  const { api, clientFor, tenant, prospectId, session, locale, ...context } = useSubscription();
  // The prospect as it is now: a cross-sell since the session was earned says 'update'.
  const prospect = useQuery(journeyQueries.prospect(api, tenant, prospectId)).data ?? context.prospect;
  // Only a cross-sell updates an existing space (finalize itself makes every prospect a client).
  const isUpdate = prospect.xsell === true;
  const client = clientFor(tenant);
  // There is no going back to the payment.
  const isDone = useFinalization(tenant, prospectId)?.status === 'success';
  useTrackWhen(isDone, (track) => track.subscriptionFinalized());
  return (
    <StepFrame step="finalization" canGoBack={false}>
      <FinalizationPanel
        client={client}
        tenant={tenant}
        prospectId={prospectId}
        locale={locale}
        email={prospect.email ?? ''}
        session={session}
        isUpdate={isUpdate}
      />
    </StepFrame>
  );
}
