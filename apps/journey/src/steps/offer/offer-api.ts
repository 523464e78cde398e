import type { CoreApiClient, components } from '@souscrire/core-api';
import { queryOptions } from '@tanstack/react-query';
import { journeyKeys } from '../../core/query-keys.ts';
import { unwrap } from '../../core/unwrap.ts';

/** The offer: formulas, excess levels, options, recommendation, warning and price. */
export type Offer = components['schemas']['Offer'];
/** The visitor's choice: formula, excess level, options and audience. */
export type OfferSelection = components['schemas']['OfferSelection'];

/**
 * The offer's core calls and query, keyed by tenant and prospect like the frame's queries.
 *
 * @example
 * const offer = useQuery(offerQuery(clientFor(tenant), tenant, prospectId));
 */
export function offerQuery(client: CoreApiClient, tenant: string, prospectId: string) {
  return queryOptions({
    queryKey: journeyKeys.offer(tenant, prospectId),
    queryFn: async (): Promise<Offer> =>
      unwrap(await client.GET('/v2/prospects/{id}/offer', { params: { path: { id: prospectId } } })).data,
    staleTime: 30_000,
  });
}

/**
 * Saves a choice and answers the offer priced for it (`updateOffer`, The price updates live).
 *
 * @example
 * const priced = await updateOffer(client, id, { formula: 'balanced', excess_level: 'standard', options: [] });
 */
export async function updateOffer(
  client: CoreApiClient,
  prospectId: string,
  selection: OfferSelection,
): Promise<Offer> {
  return unwrap(
    await client.PUT('/v2/prospects/{id}/offer', { params: { path: { id: prospectId } }, body: selection }),
  ).data;
}
