import { parseCookie, stringifySetCookie } from 'cookie';
import { type Locale, parseLocale } from './locale.ts';

/** The name of the cookie that remembers the visitor's locale. */
export const LOCALE_COOKIE_NAME = 'locale';

/** The locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Options of {@link localeCookie}. */
export interface LocaleCookieOptions {
  /** Adds the `Secure` attribute; set it when the site is served over HTTPS only. Default `false`. */
  readonly secure?: boolean;
  /** The cookie's domain, to share it between a tenant's sub-domains. Default: the current host only. */
  readonly domain?: string;
}

/**
 * The cookie string that remembers a locale: usable as a `Set-Cookie` header or assigned to `document.cookie`.
 * 365 days, SameSite=Lax; `Path=/` so every route sees it.
 *
 * @example
 * document.cookie = localeCookie('de-DE');
 * // 'locale=de-DE; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function localeCookie(locale: Locale, options: LocaleCookieOptions = {}): string {
  return stringifySetCookie({
    name: LOCALE_COOKIE_NAME,
    value: locale,
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    ...(options.secure ? { secure: true } : {}),
    ...(options.domain ? { domain: options.domain } : {}),
  });
}

/**
 * The locale remembered in a `Cookie` header (or `document.cookie`), or `null` when there is none or it is not
 * a supported locale.
 *
 * @example
 * readLocaleCookie('theme=dark; locale=it-IT'); // 'it-IT'
 * readLocaleCookie('locale=xx-YY'); // null
 */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[LOCALE_COOKIE_NAME];
  if (value === undefined) return null;
  const parts = parseLocale(value);
  return parts ? `${parts.language}-${parts.country}` : null;
}
