import type { TenantManifestEntry } from '@souscrire/core-api/tenants';
// The contract package's tenant manifest as data: the core runs without a build of that package.
import manifest from '@souscrire/core-api/tenants.json' with { type: 'json' };

/**
 * The tenant manifest (`@souscrire/core-api/tenants`): its entries, and its text (hashed into the demo data's
 * version, so that a changed tenant is seeded again).
 *
 * @example
 * readTenantManifest().value.map((tenant) => tenant.id); // ['plussimple', 'plussimple-de', ...]
 */
export function readTenantManifest(): { value: readonly TenantManifestEntry[]; text: string } {
  return { value: manifest as readonly TenantManifestEntry[], text: JSON.stringify(manifest) };
}
