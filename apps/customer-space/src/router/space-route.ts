import { isLocale, type Locale } from '@souscrire/i18n';

/** The customer space's pages, each under the `/{lang-COUNTRY}` prefix. */
export type SpacePage =
  | 'intent'
  | 'login'
  | 'contracts'
  | 'forgotten'
  | 'password'
  | 'account'
  | 'help'
  | 'verify';

/** Where a path leads: a page of a locale, or nowhere known. */
export type SpaceRoute =
  | { kind: 'page'; locale: Locale; page: SpacePage; search: URLSearchParams }
  | { kind: 'unknown' };

const PAGES: readonly SpacePage[] = [
  'intent',
  'login',
  'contracts',
  'forgotten',
  'password',
  'account',
  'help',
  'verify',
];

/**
 * Reads a path and query: `/fr-FR/login?login=a` is the login page in French. The locale root leads to the
 * contracts (the login page when logged out); anything else is unknown.
 *
 * @example
 * parseSpaceRoute('/de-DE/contracts', ''); // { kind: 'page', locale: 'de-DE', page: 'contracts', ... }
 */
export function parseSpaceRoute(pathname: string, search: string): SpaceRoute {
  const [prefix, page, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(prefix) || rest.length > 0) return { kind: 'unknown' };
  const known = page === undefined ? 'contracts' : PAGES.find((candidate) => candidate === page);
  if (known === undefined) return { kind: 'unknown' };
  return { kind: 'page', locale: prefix, page: known, search: new URLSearchParams(search) };
}

/**
 * The path of a page in a locale, with its query.
 *
 * @example
 * spacePath('fr-FR', 'login', { login: 'a@b.fr' }); // '/fr-FR/login?login=a%40b.fr'
 */
export function spacePath(locale: Locale, page: SpacePage, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `/${locale}/${page}${search ? `?${search}` : ''}`;
}
