import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import type { Database } from '../db/database.ts';
import type { ApiTokenRow } from '../db/rows.ts';
import type { Catalogue } from '../offers/catalogue.ts';
import { LANGUAGES, type Language } from '../reference/languages.ts';
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
export function countryLocale(country: Tenant['country']): Language {
  return ({ FR: 'fr', DE: 'de', IT: 'it', ES: 'es' } as const)[country];
}

/**
 * The locale to answer in: the best of the core's languages for Accept-Language, its q-values respected
 * (`fr;q=0.1, de;q=0.9` answers in German), else the tenant country's. negotiator orders the header's ranges
 * by quality; @formatjs/intl-localematcher picks the supported language (`de-AT` finds `de`). A range that is
 * not a language tag (`*`, or anything malformed) is passed over.
 */
export function requestLocale(acceptLanguage: string | undefined, tenant: Tenant): string {
  const fallback = countryLocale(tenant.country);
  if (!acceptLanguage) return fallback;
  const ranges = new Negotiator({ headers: { 'accept-language': acceptLanguage } })
    .languages()
    .filter(isLanguageTag);
  return match(ranges, LANGUAGES, fallback, { algorithm: 'lookup' });
}

/** Whether a range of Accept-Language is a well-formed language tag (Intl refuses the others). */
function isLanguageTag(range: string): boolean {
  try {
    return Intl.getCanonicalLocales(range).length === 1;
  } catch {
    return false;
  }
}

/** The tenant an API token (production or development) belongs to; undefined for an unknown or revoked one. */
export async function tenantIdOfToken(
  db: Pick<Database, 'query'>,
  token: string,
): Promise<string | undefined> {
  const rows = await db.query<Pick<ApiTokenRow, 'tenant_id'>>(
    'SELECT tenant_id FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token)],
  );
  return rows[0]?.tenant_id;
}
