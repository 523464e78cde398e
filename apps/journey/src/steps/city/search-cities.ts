import type { CoreApiClient } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/** A city result: one commune with one of its postal codes (a commune may have several). */
export type CityOption = {
  id: string;
  label: string;
  name: string;
  postalCode: string;
  inseeCode: string;
};

/** A city as the combobox shows it: 'Paris (75011)'. */
export function cityOption(name: string, postalCode: string, inseeCode: string): CityOption {
  return { id: `${inseeCode}-${postalCode}`, label: `${name} (${postalCode})`, name, postalCode, inseeCode };
}

/**
 * The cities matching a name or a postal code (`GET /v2/cities?query=`), in the prospect's country.
 *
 * @example
 * const options = await searchCities(client, '750', 'FR', signal);
 */
export async function searchCities(
  client: CoreApiClient,
  query: string,
  country: string,
  signal?: AbortSignal,
): Promise<CityOption[]> {
  const answer = await client.GET('/v2/cities', {
    params: { query: { query, country: country as 'FR', per_page: 20 } },
    ...(signal ? { signal } : {}),
  });
  return unwrap(answer).data.map((city) => cityOption(city.name, city.postal_code, city.insee_code));
}
