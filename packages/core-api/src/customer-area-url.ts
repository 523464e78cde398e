import { CoreApiError } from './core-api-error.ts';

/** What locates a tenant's customer area. */
export interface CustomerAreaUrlOptions {
  /** The tenant, named in the error when its address is missing. */
  tenant: string;
  /** The tenant's customer-area base address, from the runtime configuration. */
  baseUrl: string | undefined;
  /** Interface language, e.g. 'fr'. */
  language: string;
  /** Country, e.g. 'FR'. */
  country: string;
}

/**
 * The customer-area address for a tenant and locale: the base address plus a language-country segment.
 * A missing base address raises a `CoreApiError` (`missing_url`).
 *
 * @example
 * customerAreaUrl({ tenant: 'maif', baseUrl: 'https://client.example.com/', language: 'fr', country: 'FR' });
 * // 'https://client.example.com/fr-FR'
 */
export function customerAreaUrl({ tenant, baseUrl, language, country }: CustomerAreaUrlOptions): string {
  if (!baseUrl) throw new CoreApiError('missing_url', tenant);
  return `${baseUrl.replace(/\/+$/, '')}/${language.toLowerCase()}-${country.toUpperCase()}`;
}
