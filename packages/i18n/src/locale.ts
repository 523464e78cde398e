/** The interface languages, in the order the language switcher lists them. */
export const LANGUAGES = ['fr', 'en', 'de', 'it', 'es'] as const;

/** An interface language (fr, en, de, it, es). */
export type Language = (typeof LANGUAGES)[number];

/** The countries the product sells in. */
export const COUNTRIES = ['FR', 'IT', 'DE', 'ES'] as const;

/** A country the product sells in, as the upper-case ISO 3166-1 code used in the route prefix. */
export type Country = (typeof COUNTRIES)[number];

/** A route prefix: a language, a dash and a country, for example `en-FR`. */
export type Locale = `${Language}-${Country}`;

/** The language and country a route prefix names. */
export interface LocaleParts {
  readonly language: Language;
  readonly country: Country;
}

/** The language used when nothing else tells us which one to use (exploitation country is FR). */
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The country used when a language has no default country (fallback FR). */
export const FALLBACK_COUNTRY: Country = 'FR';

/** The default country of each language: fr gives FR, it IT, de DE, en FR, es ES. */
export const DEFAULT_COUNTRY: Readonly<Record<Language, Country>> = {
  fr: 'FR',
  en: 'FR',
  de: 'DE',
  it: 'IT',
  es: 'ES',
};

/** The locale used when nothing else tells us which one to use: `fr-FR`. */
export const DEFAULT_LOCALE: Locale = 'fr-FR';

/**
 * Whether a value is one of the five interface languages.
 *
 * @example
 * isLanguage('de'); // true
 * isLanguage('nl'); // false
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Whether a value is one of the countries the product sells in (upper case).
 *
 * @example
 * isCountry('IT'); // true
 */
export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * The default country of a language; `FR` for anything unknown.
 *
 * @example
 * defaultCountry('de'); // 'DE'
 * defaultCountry('en'); // 'FR'
 */
export function defaultCountry(language: string): Country {
  return isLanguage(language) ? DEFAULT_COUNTRY[language] : FALLBACK_COUNTRY;
}

const PREFIX = /^([a-z]{2})-([A-Z]{2})$/;

/**
 * Reads a route prefix `{lang}-{COUNTRY}`. Exact case only (`en-FR`, not `EN-fr`), so that one page
 * has one address; returns `null` for anything else, including an unsupported language or country.
 *
 * @example
 * parseLocale('en-FR'); // { language: 'en', country: 'FR' }
 * parseLocale('nl-NL'); // null
 */
export function parseLocale(prefix: string): LocaleParts | null {
  const match = PREFIX.exec(prefix);
  if (!match) return null;
  const [, language, country] = match;
  return isLanguage(language) && isCountry(country) ? { language, country } : null;
}

/**
 * Writes a route prefix from a language and a country; the country defaults to the language's own.
 *
 * @example
 * formatLocale('de'); // 'de-DE'
 * formatLocale('en', 'IT'); // 'en-IT'
 */
export function formatLocale(language: Language, country: Country = DEFAULT_COUNTRY[language]): Locale {
  return `${language}-${country}`;
}

/**
 * Whether a value is a valid route prefix such as `fr-FR`.
 *
 * @example
 * isLocale('it-IT'); // true
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && parseLocale(value) !== null;
}

/**
 * The language of a locale.
 *
 * @example
 * languageOf('en-FR'); // 'en'
 */
export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}
