import { ConfigError } from './config-error.ts';
import type { JourneyConfig } from './journey-config.ts';

/**
 * The customer-area address for a tenant and locale: a base address plus a language-country segment (spec 2).
 * A missing base address raises the URL error of spec 8, worded like the core API's one.
 *
 * @example
 * customerAreaUrl(config, 'maif', 'fr-FR'); // 'https://client.example/fr-FR'
 */
export function customerAreaUrl(config: JourneyConfig, tenant: string, localePrefix: string): string {
  const base = config.tenants[tenant]?.customerAreaBaseUrl ?? config.customerAreaBaseUrl;
  if (!base)
    throw new ConfigError('no_customer_area_url', `No Core API URL is defined for the tenant ${tenant}`);
  return `${base.replace(/\/+$/, '')}/${localePrefix}`;
}

/**
 * The tenant's marketplace address, where the production guard sends visitors (spec 2).
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
