import {
  type Country,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  formatLocale,
  isCountry,
  isLanguage,
  type Language,
  type Locale,
  type LocaleParts,
  parseLocale,
} from './locale.ts';
import { readLocaleCookie } from './locale-cookie.ts';

/** What the locale can be detected from. Every field is optional. */
export interface DetectLocaleInput {
  /** The first segment of the path, for example `en-FR` (a leading slash and further segments are ignored). */
  readonly pathPrefix?: string | null;
  /** The `Cookie` request header or `document.cookie`. */
  readonly cookie?: string | null;
  /** The browser's preferred languages, best first (`navigator.languages` or parsed `Accept-Language`). */
  readonly browserLanguages?: readonly string[] | null;
}

/** Where a detected locale came from. */
export type LocaleSource = 'path' | 'cookie' | 'browser' | 'default';

/** A detected locale and where it came from. */
export interface DetectedLocale {
  readonly locale: Locale;
  readonly language: Language;
  readonly country: Country;
  readonly source: LocaleSource;
}

function detected({ language, country }: LocaleParts, source: LocaleSource): DetectedLocale {
  return { locale: formatLocale(language, country), language, country, source };
}

/**
 * The locale of a browser language tag: its primary language if supported, with its region when it is a country
 * we sell in, else the language's default country. `de-AT` gives `de-DE`, `fr-BE` gives `fr-FR`.
 */
function fromBrowserTag(tag: string): LocaleParts | null {
  const [primary, region] = tag.trim().replace('_', '-').split('-');
  const language = primary?.toLowerCase();
  if (!isLanguage(language)) return null;
  const upper = region?.toUpperCase();
  return { language, country: isCountry(upper) ? upper : DEFAULT_COUNTRY[language] };
}

/**
 * Detects the visitor's locale: the route prefix, then the locale cookie, then the browser's
 * languages, then the default `fr-FR`. Invalid values at one level fall through to the next.
 *
 * @example
 * detectLocale({ pathPrefix: 'de-DE', cookie: 'locale=it-IT' }); // { locale: 'de-DE', source: 'path', ... }
 * detectLocale({ browserLanguages: ['es-MX', 'en'] }); // { locale: 'es-ES', source: 'browser', ... }
 * detectLocale({}); // { locale: 'fr-FR', source: 'default', ... }
 */
export function detectLocale(input: DetectLocaleInput): DetectedLocale {
  const prefix = input.pathPrefix?.replace(/^\/+/, '').split('/')[0];
  if (prefix) {
    const parts = parseLocale(prefix);
    if (parts) return detected(parts, 'path');
  }
  const fromCookie = readLocaleCookie(input.cookie);
  const cookieParts = fromCookie ? parseLocale(fromCookie) : null;
  if (cookieParts) return detected(cookieParts, 'cookie');
  for (const tag of input.browserLanguages ?? []) {
    const parts = fromBrowserTag(tag);
    if (parts) return detected(parts, 'browser');
  }
  return detected({ language: DEFAULT_LANGUAGE, country: DEFAULT_COUNTRY[DEFAULT_LANGUAGE] }, 'default');
}
