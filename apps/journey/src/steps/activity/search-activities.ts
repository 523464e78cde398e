import type { CoreApiClient } from '@souscrire/core-api';
import { queryOptions } from '@tanstack/react-query';
import { journeyKeys } from '../../core/query-keys.ts';
import { unwrap } from '../../core/unwrap.ts';

/** An activity result, as the combobox lists it: the NAF code is its id. */
export type ActivityOption = { id: string; label: string; description: string };

/**
 * The NAF activities matching the typed words or code (`GET /v2/activities?query=`).
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

/**
 * The activity code a prospect has saved: its `activity_code`, else the `naf` the core (or a company search)
 * gave it, else null.
 *
 * @example
 * savedActivityCode({ activity_code: null, naf: '10.71C' }); // '10.71C'
 */
export function savedActivityCode(prospect: {
  readonly activity_code?: string | null;
  readonly naf?: string | null;
}): string | null {
  return prospect.activity_code ?? prospect.naf ?? null;
}

/**
 * The saved activity as an option, found by searching its code (a returning visitor sees its label; the
 * summary of the answers shows it), or null without one.
 *
 * @example
 * const saved = useQuery(savedActivityQuery(client, tenant, prospectId, prospect.activity_code));
 */
export function savedActivityQuery(
  client: CoreApiClient,
  tenant: string,
  prospectId: string,
  code: string | null,
) {
  return queryOptions({
    queryKey: journeyKeys.activity(tenant, prospectId, code),
    queryFn: async () =>
      code ? ((await searchActivities(client, code)).find((option) => option.id === code) ?? null) : null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
