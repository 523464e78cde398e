import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeyMutations } from '../router/journey-mutations.ts';
import { useSubscription } from './use-subscription.ts';

/**
 * Writes the prospect's position in the workflow (`PUT steps`, a mutation) and keeps the cached workflow as the
 * core answers it, so the next move and the route guards read where the visitor now is.
 *
 * @example
 * const writePosition = useWritePosition();
 * await writePosition.mutateAsync({ step: 'offer', subStep: null });
 */
export function useWritePosition() {
  const queryClient = useQueryClient();
  const { api, tenant, prospectId } = useSubscription();
  return useMutation(journeyMutations.writePosition(queryClient, api, tenant, prospectId));
}
