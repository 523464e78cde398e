import type { CoreApiClient } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/** An activity result, as the combobox lists it: the NAF code is its id. */
export type ActivityOption = { id: string; label: string; description: string };

/**
 * The NAF activities matching the typed words or code (`GET /v2/activities?query=`, spec 2).
 *
 * @example
 * const options = await searchActivities(client, 'boulan', signal);
 */
export async function searchActivities(
  client: CoreApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<ActivityOption[]> {
  const answer = await client.GET('/v2/activities', {
    params: { query: { query, per_page: 20 } },
    ...(signal ? { signal } : {}),
  });
  return unwrap(answer).data.map((activity) => ({
    id: activity.code,
    label: activity.label,
    description: activity.code,
  }));
}
