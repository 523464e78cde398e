import { readFileSync } from 'node:fs';
import { countryLocale, type Tenant } from './tenant.ts';

const BRANDS = new Map(
  (
    JSON.parse(readFileSync(new URL('../data/tenants.json', import.meta.url), 'utf8')) as {
      id: string;
      name: string;
      brand_color: string;
      country: Tenant['country'];
    }[]
  ).map((tenant) => [
    tenant.id,
    { name: tenant.name, color: tenant.brand_color, language: countryLocale(tenant.country) },
  ]),
);

/**
 * A tenant's brand as the sandbox providers are configured with it (data/tenants.json): its name, colour and
 * country's language, for the pages the providers serve (the signing page); undefined for an unknown tenant.
 *
 * @example
 * tenantBrand('maif'); // { name: 'MAIF', color: '#c41530', language: 'fr' }
 */
export function tenantBrand(tenantId: string): { name: string; color: string; language: string } | undefined {
  return BRANDS.get(tenantId);
}
