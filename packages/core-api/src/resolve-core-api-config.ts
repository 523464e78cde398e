import { CoreApiError } from './core-api-error.ts';

/** One tenant's core API configuration: its address and its public API token. */
export interface CoreApiTenantConfig {
  url?: string | undefined;
  token?: string | undefined;
}

/**
 * Answers a tenant's configuration. Called on every request, so the configuration can be replaced at
 * runtime without building a new client.
 */
export type CoreApiConfigResolver = (tenant: string) => CoreApiTenantConfig | undefined;

/** A configuration that can reach the core service. */
export interface ResolvedCoreApiConfig {
  tenant: string;
  url: string;
  token: string;
}

/**
 * Reads a tenant's address and token, throwing a `CoreApiError` when the configuration cannot reach the core.
 * Without a tenant there is no address to look up at all: 'No base URL found for Core API service'.
 *
 * @example
 * const config = resolveCoreApiConfig('maif', (tenant) => runtimeConfig.coreApi[tenant]);
 * // { tenant: 'maif', url: 'http://localhost:4000', token: 'dev-token-maif' }
 */
export function resolveCoreApiConfig(
  tenant: string | undefined,
  resolveConfig: CoreApiConfigResolver,
): ResolvedCoreApiConfig {
  if (!tenant) throw new CoreApiError('missing_base_url');
  const config = resolveConfig(tenant);
  if (!config?.url) throw new CoreApiError('missing_url', tenant);
  if (!config.token) throw new CoreApiError('missing_token', tenant);
  return { tenant, url: config.url, token: config.token };
}
