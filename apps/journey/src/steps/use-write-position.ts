import type { WorkflowStepName } from '@souscrire/core-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeyQueries } from '../router/journey-queries.ts';
import { useSubscription } from './use-subscription.ts';

/**
 * Writes the prospect's position in the workflow (`PUT steps`, a mutation) and keeps the cached workflow as the
 * core answers it, so the next move and the route guards read where the visitor now is.
 *
 * @example
 * const writePosition = useWritePosition();
 * await writePosition.mutateAsync('offer');
 */
export function useWritePosition() {
  const queryClient = useQueryClient();
  const { api, tenant, prospectId } = useSubscription();
  return useMutation({
    mutationFn: (step: WorkflowStepName) => api.writePosition(prospectId, step, null),
    onSuccess: (updated) =>
      queryClient.setQueryData(journeyQueries.workflow(api, tenant, prospectId).queryKey, updated),
  });
}
