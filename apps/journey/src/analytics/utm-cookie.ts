import { parseCookie, stringifySetCookie } from 'cookie';
import type { TrackingUtm } from './tracking-queue.ts';

/** The tracking cookie's fields, read from the landing address. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/**
 * The tracking cookie's name (not specified: our choice): first-party, on the journey's host, read by the journey
 * only (the values ride on each tracking batch, the core never reads the cookie).
 */
export const UTM_COOKIE_NAME = 'souscrire_utm';

/**
 * The tracking cookie's max age (not specified: our choice): 30 days, the usual attribution window, so a visitor
 * who comes back to finish within a month is still credited to the campaign that brought them.
 */
export const UTM_COOKIE_MAX_AGE = 30 * 86_400;

/** The contract's longest utm value. */
const MAX_VALUE_LENGTH = 200;

/** The text without control characters (U+0000 to U+001F, U+007F), which the contract refuses. */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .join('');
}

/** The utm values of an address's query, cleaned to what the contract takes (no control characters, 200 max). */
export function utmOfSearch(search: string): TrackingUtm | undefined {
  const params = new URLSearchParams(search);
  const utm: TrackingUtm = {};
  for (const field of UTM_FIELDS) {
    const value = withoutControlCharacters(params.get(field) ?? '').slice(0, MAX_VALUE_LENGTH);
    if (value) utm[field] = value;
  }
  return Object.keys(utm).length === 0 ? undefined : utm;
}

/**
 * The cookie string that remembers the landing address's utm values (or `undefined` when it has none, so an
 * earlier campaign's values stay: a later visit without utm does not erase them; a new campaign replaces them).
 *
 * @example
 * const cookie = utmCookie('?utm_source=newsletter&utm_medium=email');
 * if (cookie) document.cookie = cookie;
 */
export function utmCookie(search: string, options: { secure?: boolean } = {}): string | undefined {
  const utm = utmOfSearch(search);
  if (utm === undefined) return undefined;
  return stringifySetCookie({
    name: UTM_COOKIE_NAME,
    value: JSON.stringify(utm),
    maxAge: UTM_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    ...(options.secure ? { secure: true } : {}),
  });
}

/** The utm values the tracking cookie holds, or `undefined` when there is none (or it was tampered with). */
export function readUtm(cookies: string): TrackingUtm | undefined {
  const raw = parseCookie(cookies)[UTM_COOKIE_NAME];
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  return utmOfSearch(new URLSearchParams(parsed as Record<string, string>).toString());
}
