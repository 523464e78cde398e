import type { CoreApiClient, components } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/** The client session finalize answers. */
export type FinalizeSession = components['schemas']['Session'];

/**
 * Creates or updates the customer space (PUT finalize returns data.session). Throws a
 * `CoreRequestError` on an error answer (the edge of TanStack Query).
 *
 * @example
 * const { session } = await finalizeProspect(clientFor(tenant), prospectId);
 */
export async function finalizeProspect(client: CoreApiClient, id: string): Promise<FinalizeSession> {
  return unwrap(await client.PUT('/v2/prospects/{id}/finalize', { params: { path: { id } } })).data;
}
