import { type ManifestTenantId, TENANTS, type Tenant } from '@souscrire/core-api/tenants';

/** The manifest's id of the tenant named after a product: themed as `'{product}'`, a brand of its own. */
type ProductTenantId = Extract<Tenant, { chosenBy: 'product' }>['id'];

/** A tenant id: the manifest's (`@souscrire/core-api/tenants`), the product-named one spelt `'{product}'`. */
export type TenantId = Exclude<ManifestTenantId, ProductTenantId> | '{product}';

/**
 * Every tenant id, in the manifest's order. `'{product}'` is a brand named after a product: see
 * `resolveTenant`.
 */
export const TENANT_IDS: readonly TenantId[] = TENANTS.map(
  (tenant): TenantId => (tenant.chosenBy === 'product' ? '{product}' : tenant.id),
);

/** A tenant with a fixed theme in the registry: every tenant but `'{product}'`. */
export type BrandTenantId = Exclude<TenantId, '{product}'>;

/** Tells whether a string is a tenant id. */
export function isTenantId(value: string): value is TenantId {
  return (TENANT_IDS as readonly string[]).includes(value);
}
