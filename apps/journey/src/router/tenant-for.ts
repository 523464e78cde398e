import { resolveTenant } from '@souscrire/theming';
import type { JourneyConfig } from '../config/journey-config.ts';

/**
 * The tenant of a page: the deployment's pinned tenant when it has one (the journey app per tenant,
 * host resolution skipped), else a host containing a tenant id, else the locale's country, else plussimple.
 *
 * @example
 * tenantFor({ pinnedTenant: undefined } as JourneyConfig, 'maif.localhost:5173', 'FR'); // 'maif'
 * tenantFor({ pinnedTenant: undefined } as JourneyConfig, 'localhost:5173', 'DE'); // 'plussimple-de'
 * // with tenants['rc-pro'].product set: the product's own brand
 * tenantFor(config, 'rc-pro.localhost:5173', 'FR'); // 'rc-pro'
 */
export function tenantFor(
  config: Pick<JourneyConfig, 'pinnedTenant'> & Partial<Pick<JourneyConfig, 'tenants'>>,
  host: string,
  country?: string,
): string {
  if (config.pinnedTenant) return config.pinnedTenant;
  // The {product} tenant: the products configured as brands of their own.
  const tenants = config.tenants ?? {};
  const productSlugs = Object.keys(tenants).filter((id) => tenants[id]?.product !== undefined);
  const resolution = resolveTenant({ host, productSlugs, ...(country ? { country } : {}) });
  return resolution.tenantId === '{product}' ? resolution.productSlug : resolution.tenantId;
}
