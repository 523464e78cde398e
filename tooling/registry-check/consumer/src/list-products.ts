import { createCoreApiClient, normalizeError } from '@souscrire/core-api';

/** The slugs of a tenant's French products, read from a running core service through the typed client. */
export async function listProductSlugs(url: string, tenant = 'plussimple'): Promise<string[]> {
  const client = createCoreApiClient({ tenant, resolveConfig: (id) => ({ url, token: `dev-token-${id}` }) });
  const { data, error, response } = await client.GET('/v2/products', {
    params: { query: { country: 'FR', per_page: 50 } },
    signal: AbortSignal.timeout(10_000),
  });
  if (error) throw normalizeError({ error, response });
  return data.data.map((product) => product.slug);
}
