// The README's example, kept runnable: examples/readme-example.test.ts runs it against the real core service.
import { type CoreApiClient, createCoreApiClient, normalizeError, type Product } from '@souscrire/core-api';

/** Where the example's core service lives, and how to reach it. */
export interface ReadmeExampleOptions {
  /** The core service's address, e.g. 'http://localhost:4000'. */
  baseUrl: string;
  /** The tenant whose catalogue to read. */
  tenant?: string;
  /** A `fetch` to use instead of the global one. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Builds a client for one tenant on a local core service, with its development token. */
export function exampleClient({
  baseUrl,
  tenant = 'plussimple',
  fetch,
}: ReadmeExampleOptions): CoreApiClient {
  return createCoreApiClient({
    tenant,
    // Read on every call: swap the configuration at runtime and the next call follows it.
    resolveConfig: (tenant) => ({ url: baseUrl, token: `dev-token-${tenant}` }),
    onUnauthorized: () => console.warn('The client session has expired: log the client out.'),
    ...(fetch ? { fetch } : {}),
  });
}

/** Reads the tenant's French catalogue; answers the products, or the normalised error. */
export async function readmeExample(options: ReadmeExampleOptions) {
  const client = exampleClient(options);
  const { data, error, response } = await client.GET('/v2/products', {
    params: { query: { country: 'FR', per_page: 50 } },
    signal: AbortSignal.timeout(10_000),
  });
  if (error) return { error: normalizeError({ error, response }) };
  const products: Product[] = data.data;
  return { total: data.meta.total, slugs: products.map((product) => product.slug) };
}
