import { formatLocale, LANGUAGES, type Language, type Locale, languageOf, parseLocale } from './locale.ts';
import { ROUTE_TREE, type RouteParamName } from './route-tree.ts';
import { ROUTE_NAMES, ROUTE_WORDS, type RouteName, type WordRouteName } from './route-words.ts';

/** The path parameters a route needs: `id` under the subscription, `step` for the `.step` routes. */
export type RouteParams<N extends RouteName> = N extends `${string}.step`
  ? { readonly id: string; readonly step: string }
  : N extends 'subscription' | `subscription.${string}`
    ? { readonly id: string }
    : Record<string, never>;

/** One segment of a route's path: a fixed word or a parameter. */
export type RouteSegment = { readonly word: string } | { readonly param: RouteParamName };

function hasWord(name: RouteName): name is WordRouteName {
  return name in ROUTE_WORDS;
}

/**
 * The segments of a route's path after the locale prefix, in one language.
 *
 * @example
 * routeSegments('subscription.offer', 'fr');
 * // [{ word: 'souscription' }, { param: 'id' }, { word: 'offre' }]
 */
export function routeSegments(name: RouteName, language: Language): readonly RouteSegment[] {
  const node = ROUTE_TREE[name];
  const own: RouteSegment[] = [];
  if (hasWord(name)) own.push({ word: ROUTE_WORDS[name][language] });
  if (node.param) own.push({ param: node.param });
  return node.parent ? [...routeSegments(node.parent, language), ...own] : own;
}

/**
 * A route's path after the locale prefix, with parameters written `$name` as TanStack Router expects; the
 * journey's router builds one route per name and language from it.
 *
 * @example
 * routeTemplate('subscription.criteria.step', 'de'); // '/Abonnement/$id/angaben/$step'
 * routeTemplate('home', 'en'); // '/'
 */
export function routeTemplate(name: RouteName, language: Language): string {
  const segments = routeSegments(name, language).map((s) => ('word' in s ? s.word : `$${s.param}`));
  return `/${segments.join('/')}`;
}

/**
 * The address of a route in a locale, parameters encoded.
 *
 * @example
 * localizedPath('subscription.offer', 'fr-FR', { id: '42' }); // '/fr-FR/souscription/42/offre'
 * localizedPath('subscription', 'de-DE', { id: '42' }); // '/de-DE/Abonnement/42'
 * localizedPath('home', 'en-FR', {}); // '/en-FR'
 */
export function localizedPath<N extends RouteName>(name: N, locale: Locale, params: RouteParams<N>): string {
  const values: Readonly<Partial<Record<RouteParamName, string>>> = params;
  const segments = routeSegments(name, languageOf(locale)).map((s) =>
    'word' in s ? s.word : encodeURIComponent(values[s.param] ?? ''),
  );
  return ['', locale, ...segments].join('/');
}

/** A path matched to a route. */
export interface LocalizedRouteMatch {
  readonly routeName: RouteName;
  readonly locale: Locale;
  readonly language: Language;
  readonly params: Readonly<Partial<Record<RouteParamName, string>>>;
}

const SEGMENTS_BY_LANGUAGE: ReadonlyMap<
  Language,
  ReadonlyArray<readonly [RouteName, readonly RouteSegment[]]>
> = new Map(
  LANGUAGES.map((language) => [language, ROUTE_NAMES.map((name) => [name, routeSegments(name, language)])]),
);

/** A decoded path segment, or `null` when it is empty or not valid percent-encoding (no throwing on bad links). */
function decodeSegment(segment: string): string | null {
  try {
    return segment === '' ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route, locale and parameters of an address, or `null` when it is not one of the journey's routes. Words
 * must be those of the prefix's language (a French word under `de-DE` does not match). The query and hash, if
 * any, are ignored; a trailing slash is allowed.
 *
 * @example
 * matchLocalizedPath('/de-DE/Abonnement/42/angebot');
 * // { routeName: 'subscription.offer', locale: 'de-DE', language: 'de', params: { id: '42' } }
 * matchLocalizedPath('/fr-FR/nowhere'); // null
 */
export function matchLocalizedPath(pathname: string): LocalizedRouteMatch | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const [prefix = '', ...rest] = path.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  const parts = parseLocale(prefix);
  if (!parts) return null;
  const candidates = SEGMENTS_BY_LANGUAGE.get(parts.language) ?? [];
  for (const [routeName, segments] of candidates) {
    if (segments.length !== rest.length) continue;
    const params: Partial<Record<RouteParamName, string>> = {};
    const matches = segments.every((segment, index) => {
      const actual = rest[index] ?? '';
      if ('word' in segment) return actual === segment.word;
      const value = decodeSegment(actual);
      if (!value) return false;
      params[segment.param] = value;
      return true;
    });
    if (matches) {
      return {
        routeName,
        locale: formatLocale(parts.language, parts.country),
        language: parts.language,
        params,
      };
    }
  }
  return null;
}

/** The separator between a route name and its language, as in `subscription.offer___fr`. */
export const ROUTE_LOCALE_SEPARATOR = '___';

/**
 * A route's name carrying its language (route names carry a locale suffix).
 *
 * @example
 * routeNameWithLocale('subscription.offer', 'fr'); // 'subscription.offer___fr'
 */
export function routeNameWithLocale(name: RouteName, language: Language): `${RouteName}___${Language}` {
  return `${name}${ROUTE_LOCALE_SEPARATOR}${language}`;
}

/**
 * Reads a suffixed route name back, or `null` when it is not one.
 *
 * @example
 * parseRouteNameWithLocale('subscription.offer___fr'); // { routeName: 'subscription.offer', language: 'fr' }
 */
export function parseRouteNameWithLocale(value: string): { routeName: RouteName; language: Language } | null {
  const index = value.lastIndexOf(ROUTE_LOCALE_SEPARATOR);
  if (index < 0) return null;
  const name = value.slice(0, index);
  const language = value.slice(index + ROUTE_LOCALE_SEPARATOR.length);
  const routeName = ROUTE_NAMES.find((n) => n === name);
  const lang = LANGUAGES.find((l) => l === language);
  return routeName && lang ? { routeName, language: lang } : null;
}
