import { useQuery } from '@tanstack/react-query';
import { useTrackWhen } from '../../analytics/use-track.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { FinalizationPanel, useFinalization } from './finalization-panel.tsx';

/** The finalization screen: the customer space is created or updated, then linked. */
export function FinalizationScreen() {
  const { api, clientFor, tenant, prospectId, session, ...context } = useSubscription();
  // The prospect as it is now: a cross-sell since the session was earned says 'update'.
  const prospect = useQuery(journeyQueries.prospect(api, tenant, prospectId)).data ?? context.prospect;
  // Only a cross-sell updates an existing space (finalize itself makes every prospect a client).
  const isUpdate = prospect.xsell === true;
  const client = clientFor(tenant);
  // The heading says what is happening, then that it is done; there is no going back to the payment.
  const isDone = useFinalization(tenant, prospectId)?.status === 'success';
  useTrackWhen(isDone, (track) => track.subscriptionFinalized());
  const title = isDone
    ? isUpdate
      ? 'finalization.title.updated'
      : 'finalization.title.created'
    : isUpdate
      ? 'finalization.title.update'
      : undefined;
  return (
    <StepFrame step="finalization" title={title} canGoBack={false}>
      <FinalizationPanel
        client={client}
        tenant={tenant}
        prospectId={prospectId}
        session={session}
        isUpdate={isUpdate}
      />
    </StepFrame>
  );
}
