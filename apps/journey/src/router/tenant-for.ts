import { resolveTenant } from '@souscrire/theming';
import type { JourneyConfig } from '../config/journey-config.ts';

/**
 * The tenant of a page (spec 1): the deployment's pinned tenant when it has one (the journey app per tenant,
 * host resolution skipped), else a host containing a tenant id, else the locale's country, else plussimple.
 *
 * @example
 * tenantFor({ pinnedTenant: undefined } as JourneyConfig, 'maif.localhost:5173', 'FR'); // 'maif'
 * tenantFor({ pinnedTenant: undefined } as JourneyConfig, 'localhost:5173', 'DE'); // 'plussimple-de'
 */
export function tenantFor(
  config: Pick<JourneyConfig, 'pinnedTenant'>,
  host: string,
  country?: string,
): string {
  if (config.pinnedTenant) return config.pinnedTenant;
  const resolution = resolveTenant({ host, ...(country ? { country } : {}) });
  return resolution.tenantId === '{product}' ? resolution.productSlug : resolution.tenantId;
}
