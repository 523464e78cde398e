import { type CoreApiConfigResolver, CoreApiError, followPageHost } from '@souscrire/core-api';
import { ConfigError } from './config-error.ts';
import type { JourneyConfig } from './journey-config.ts';

/**
 * The tenant's customer-area base address seen from the page's `host`, to which a language-country segment is
 * appended: the tenant's own, else the deployment's; a development address (`localhost`, `*.localhost`)
 * follows the page's host name, so the customer space opens on the host the journey was opened on (README,
 * "Runtime configuration"). A missing address raises the configuration's URL error ('No Core API URL is
 * defined for the tenant [tenant]').
 *
 * @example
 * customerAreaBaseUrl(config, 'maif', 'maif.example'); // 'https://client.example'
 * customerAreaBaseUrl(devConfig, 'plussimple', 'plussimple.localhost:5173'); // 'http://plussimple.localhost:5174'
 */
export function customerAreaBaseUrl(config: JourneyConfig, tenant: string, host: string): string {
  const base = config.tenants[tenant]?.customerAreaBaseUrl ?? config.customerAreaBaseUrl;
  if (!base) throw new CoreApiError('missing_url', tenant);
  return followPageHost(base, host);
}

/**
 * Where a tenant's core service is and its token, as the core client's `resolveConfig` asks (undefined for a
 * tenant the configuration does not name). In the browser, `proxy` is the journey's own `/core` address: its
 * web server forwards the call to the tenant's core with the session from its HttpOnly cookie. A server render
 * calls the core itself (no `proxy`).
 *
 * @example
 * createCoreApiClient({ tenant: 'maif', resolveConfig: coreEndpoint(config, `${location.origin}/core`), fetch });
 */
export function coreEndpoint(config: JourneyConfig, proxy?: string): CoreApiConfigResolver {
  return (tenant) => {
    const settings = config.tenants[tenant];
    if (!settings) return undefined;
    // A tenant without a core in the configuration has none behind the proxy either.
    const url = proxy !== undefined && settings.coreApiUrl !== undefined ? proxy : settings.coreApiUrl;
    return { url, token: settings.coreApiToken };
  };
}

/**
 * The tenant's marketplace address, where the production guard sends visitors.
 *
 * @example
 * marketplaceUrl(config, 'maif'); // 'https://www.example/marketplace'
 */
export function marketplaceUrl(config: JourneyConfig, tenant: string): string {
  const url = config.tenants[tenant]?.marketplaceUrl ?? config.marketplaceUrl;
  if (!url)
    throw new ConfigError('no_marketplace_url', `No marketplace URL is defined for the tenant ${tenant}`);
  return url;
}
