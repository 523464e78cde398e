import type { Locale } from '@souscrire/i18n';

/** The customer space's pages, each under the `/{lang-COUNTRY}` prefix. */
export const SPACE_PAGES = [
  'intent',
  'login',
  'contracts',
  'forgotten',
  'password',
  'email',
  'account',
  'help',
  'verify',
] as const;

/** One of the customer space's pages. */
export type SpacePage = (typeof SPACE_PAGES)[number];

/** A page of a locale with its query: what decides which screen it shows. */
export type SpacePlace = { locale: Locale; page: SpacePage; search: URLSearchParams };

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
