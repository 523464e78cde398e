import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { queryOptions } from '@tanstack/react-query';
import { languageHeaders } from '../../core/language-headers.ts';
import { journeyKeys, keptWhileSwitching } from '../../core/query-keys.ts';
import { unwrap } from '../../core/unwrap.ts';

/** The offer: formulas, excess levels, options, recommendation, warning and price. */
export type Offer = components['schemas']['Offer'];
/** The visitor's choice: formula, excess level, options and audience. */
export type OfferSelection = components['schemas']['OfferSelection'];

/**
 * The offer's query, keyed by tenant and prospect like the frame's queries, and by the language its texts
 * (formulas, guarantees, documents) are asked in.
 *
 * @example
 * const offer = useQuery(offerQuery(clientFor(tenant), tenant, prospectId, locale));
 */
export function offerQuery(client: CoreApiClient, tenant: string, prospectId: string, locale: Locale) {
  const queryKey = journeyKeys.inLanguage(journeyKeys.offer(tenant, prospectId), locale);
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<Offer> =>
      unwrap(
        await client.GET('/v2/prospects/{id}/offer', {
          params: { path: { id: prospectId } },
          headers: languageHeaders(locale),
        }),
      ).data,
    placeholderData: keptWhileSwitching<Offer>(queryKey),
    staleTime: 30_000,
  });
}

/**
 * Saves a choice and answers the offer priced for it (`updateOffer`, The price updates live), its texts in
 * `locale`: the answer is kept under that language's key.
 *
 * @example
 * const choice = { formula: 'balanced', excess_level: 'standard', options: [] };
 * const priced = await updateOffer(client, id, choice, 'fr-FR');
 */
export async function updateOffer(
  client: CoreApiClient,
  prospectId: string,
  selection: OfferSelection,
  locale: Locale,
): Promise<Offer> {
  return unwrap(
    await client.PUT('/v2/prospects/{id}/offer', {
      params: { path: { id: prospectId } },
      body: selection,
      headers: languageHeaders(locale),
    }),
  ).data;
}
