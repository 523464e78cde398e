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

const isDevelopmentHost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * The address of the other app (the customer space from the journey, the journey from the customer space) as
 * seen from a page on `pageHost`: a development address (`localhost`, `*.localhost`) follows the page's host
 * name, keeping its own protocol, port and path, so a journey opened on `plussimple.localhost` leads to the
 * customer space on `plussimple.localhost` and one opened on plain `localhost` to plain `localhost`, where the
 * tenant is the same. Any other address is the configuration's, as given.
 *
 * @example
 * followPageHost('http://localhost:5174', 'plussimple-de.localhost:5173'); // 'http://plussimple-de.localhost:5174'
 * followPageHost('https://client.example', 'plussimple.localhost:5173'); // 'https://client.example'
 */
export function followPageHost(address: string, pageHost: string): string {
  const url = new URL(address);
  const pageHostname = pageHost.replace(/:\d+$/, '').toLowerCase();
  if (!isDevelopmentHost(url.hostname) || !isDevelopmentHost(pageHostname)) return address;
  const followed = new URL(address);
  followed.hostname = pageHostname;
  // URL adds a trailing slash to a bare origin: an address given without one is handed back without one.
  return url.href === address ? followed.href : followed.href.replace(/\/$/, '');
}
