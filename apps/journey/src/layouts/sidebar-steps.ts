import type { MessageId } from '@souscrire/i18n';
import {
  JOURNEY_ORDER,
  type JourneyProgress,
  journeyProgress,
  SIDEBAR_GROUPS,
  type SidebarGroup,
} from '@souscrire/workflow';
import { useMemo } from 'react';
import { usePositionWriting } from '../router/journey-mutations.ts';
import { useSubscription } from '../steps/step-context.ts';

/** The sidebar's labels, from the step registry, each checked to be a message id of the catalogues. */
export const SIDEBAR_LABELS = SIDEBAR_GROUPS satisfies Record<SidebarGroup, MessageId>;

/**
 * The sidebar and the phone's step counter of the subscription being shown: the entries relevant to this
 * prospect, numbered in the order the visitor meets them, done only when done (`journeyProgress`); `null`
 * until the workflow is known. While a move's position is being written, its step is the current one (and
 * the furthest reached, going forward): the next screen shows before the core answers, and the progress
 * says where the visitor is, not where the core still has them.
 */
export function useJourneyProgress(): JourneyProgress | null {
  const { workflow, queryClient, tenant, prospectId } = useSubscription();
  const writing = usePositionWriting(queryClient, tenant, prospectId)?.step;
  return useMemo(() => {
    if (!workflow) return null;
    if (!writing) return journeyProgress(workflow);
    const furthest =
      JOURNEY_ORDER.indexOf(writing) > JOURNEY_ORDER.indexOf(workflow.biggest_step)
        ? writing
        : workflow.biggest_step;
    return journeyProgress({ ...workflow, current_step: writing, biggest_step: furthest });
  }, [workflow, writing]);
}

/**
 * Whether the subscription is finished: on the finalization step the subscription is signed and paid and its
 * contract is issued, so the sidebar offers nothing that leads back into it (no step links, no saving for later,
 * no offer by e-mail); the customer space is where it lives on.
 */
export function useIsSubscriptionFinished(): boolean {
  const { workflow } = useSubscription();
  return workflow?.current_step === 'finalization';
}
