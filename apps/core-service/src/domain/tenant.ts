import type { Database } from '../db/database.ts';
import type { Catalogue } from './catalogue.ts';
import { hashToken } from './token-hash.ts';

/**
 * A tenant (brand) of the service, as the token middleware finds it in the reference cache
 * (db/reference-data.ts), with its catalogue: products, question steps and eligibility forms, read-only.
 */
export type Tenant = {
  id: string;
  name: string;
  country: 'FR' | 'DE' | 'IT' | 'ES';
  is_broker: boolean;
  catalogue: Catalogue;
};

/** The language of a tenant's country, for data (questions, activities) written in several languages. */
export function countryLocale(country: Tenant['country']): 'fr' | 'de' | 'it' | 'es' {
  return ({ FR: 'fr', DE: 'de', IT: 'it', ES: 'es' } as const)[country];
}

/** The locale to answer in: the first supported language of Accept-Language, else the tenant country's. */
export function requestLocale(acceptLanguage: string | undefined, tenant: Tenant): string {
  const supported = ['fr', 'en', 'de', 'it', 'es'];
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = part.trim().slice(0, 2).toLowerCase();
    if (supported.includes(language)) return language;
  }
  return countryLocale(tenant.country);
}

/** The tenant an API token (production or development) belongs to; undefined for an unknown or revoked one. */
export async function tenantIdOfToken(
  db: Pick<Database, 'query'>,
  token: string,
): Promise<string | undefined> {
  const rows = await db.query<{ tenant_id: string }>(
    'SELECT tenant_id FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token)],
  );
  return rows[0]?.tenant_id;
}
