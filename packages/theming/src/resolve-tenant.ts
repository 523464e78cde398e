import { TENANTS } from '@souscrire/core-api/tenants';
import { type BrandTenantId, TENANT_IDS } from './tenant-ids.ts';

/** Countries the product runs in. */
export type Country = 'FR' | 'DE' | 'IT' | 'ES';

/** The tenant each country gives when no host matches: the manifest's tenants chosen by country. */
export const COUNTRY_TENANTS = Object.fromEntries(
  TENANTS.filter((tenant) => tenant.chosenBy === 'country').map((tenant) => [tenant.country, tenant.id]),
) as Readonly<Record<Country, BrandTenantId>>;

/** The tenant used when neither host nor country picks one (default theme plussimple). */
export const DEFAULT_TENANT: BrandTenantId = 'plussimple';

/** What `resolveTenant` looks at. */
export interface TenantQuery {
  /** The host name, with or without a port (`maif.localhost:5173`). */
  readonly host?: string;
  /** The visitor's country, any case (`'de'`, `'DE'`). */
  readonly country?: string;
  /** Slugs of the products sold under their own name: a host containing one picks `'{product}'`. */
  readonly productSlugs?: readonly string[];
}

/** The picked tenant and why: a tagged union, `'{product}'` carrying the product slug that matched. */
export type TenantResolution =
  | { readonly tenantId: '{product}'; readonly productSlug: string; readonly source: 'host' }
  | { readonly tenantId: BrandTenantId; readonly source: 'host' | 'country' | 'default' };

const BRAND_IDS = TENANT_IDS.filter((id): id is BrandTenantId => id !== '{product}');

/**
 * Picks the tenant: a host name containing a tenant id picks that tenant; otherwise a host
 * containing a known product slug picks `'{product}'`; otherwise the country does (FR plussimple,
 * DE plussimple-de, IT plussimple-it, ES plussimple-es); otherwise plussimple.
 * The longest match wins, so `www.plussimple-de.example` is plussimple-de, not plussimple; a brand's
 * own id always beats a product slug, so a product sold on `maif.example` stays in MAIF's colours.
 *
 * @example
 * resolveTenant({ host: 'maif.localhost:5173' }); // { tenantId: 'maif', source: 'host' }
 * resolveTenant({ host: 'souscrire.example', country: 'DE' }); // { tenantId: 'plussimple-de', source: 'country' }
 * resolveTenant({ host: 'multipro.example', productSlugs: ['multipro'] });
 * // { tenantId: '{product}', productSlug: 'multipro', source: 'host' }
 */
export function resolveTenant(query: TenantQuery): TenantResolution {
  const host = (query.host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  if (host !== '') {
    const brand = longest(BRAND_IDS.filter((id) => host.includes(id)));
    if (brand !== undefined) return { tenantId: brand, source: 'host' };
    const slug = longest(
      (query.productSlugs ?? [])
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== '' && host.includes(s)),
    );
    if (slug !== undefined) return { tenantId: '{product}', productSlug: slug, source: 'host' };
  }
  const country = query.country?.trim().toUpperCase();
  if (country !== undefined && Object.hasOwn(COUNTRY_TENANTS, country)) {
    return { tenantId: COUNTRY_TENANTS[country as Country], source: 'country' };
  }
  return { tenantId: DEFAULT_TENANT, source: 'default' };
}

function longest<T extends string>(matches: readonly T[]): T | undefined {
  return matches.reduce<T | undefined>(
    (best, id) => (best === undefined || id.length > best.length ? id : best),
    undefined,
  );
}
