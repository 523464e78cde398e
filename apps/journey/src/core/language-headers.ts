import type { Locale } from '@souscrire/i18n';

/**
 * The headers of a core read whose answer is in a language: the locale it is keyed by
 * (`journeyKeys.inLanguage`) rides with it, so what the cache keeps under a language is that language's
 * answer, even while a switch is on its way and the page still shows the previous one.
 *
 * @example
 * await client.GET('/v2/prospects/{id}/offer', { params: { path: { id } }, headers: languageHeaders('de-DE') });
 */
export function languageHeaders(locale: Locale): { 'accept-language': Locale } {
  return { 'accept-language': locale };
}
