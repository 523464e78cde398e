/**
 * Every tenant id, plus plussimple's country variants.
 * `'{product}'` is a brand named after a product: see `resolveTenant`.
 */
export const TENANT_IDS = [
  'hobast',
  '{product}',
  'plussimple',
  'verlingue',
  'maif',
  'oryx',
  'qbe',
  'plussimple-de',
  'plussimple-it',
  'plussimple-es',
] as const;

/** A tenant id. */
export type TenantId = (typeof TENANT_IDS)[number];

/** A tenant with a fixed theme in the registry: every tenant but `'{product}'`. */
export type BrandTenantId = Exclude<TenantId, '{product}'>;

/** Tells whether a string is a tenant id. */
export function isTenantId(value: string): value is TenantId {
  return (TENANT_IDS as readonly string[]).includes(value);
}
