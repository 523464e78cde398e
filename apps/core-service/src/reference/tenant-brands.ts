import { countryLocale } from '../infrastructure/tenant.ts';
import { readTenantManifest } from './tenant-manifest.ts';

const BRANDS = new Map(
  readTenantManifest().value.map((tenant) => [
    tenant.id,
    { name: tenant.name, color: tenant.brandColor, language: countryLocale(tenant.country) },
  ]),
);

/**
 * A tenant's brand as the sandbox providers are configured with it (the tenant manifest): its name, colour and
 * country's language, for the pages the providers serve (the signing page); undefined for an unknown tenant.
 *
 * @example
 * tenantBrand('maif'); // { name: 'MAIF', color: '#c41530', language: 'fr' }
 */
export function tenantBrand(tenantId: string): { name: string; color: string; language: string } | undefined {
  return BRANDS.get(tenantId);
}
