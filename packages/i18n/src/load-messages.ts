import { isLanguage, type Language, type Locale, languageOf } from './locale.ts';
import type { Messages } from './messages.ts';

/**
 * Loads one language's compiled messages (spec 7: locale message files load lazily). Each language is its own
 * chunk, fetched only when asked for, so a visitor downloads the active language only. Every catalogue holds
 * every message id: untranslated ones already carry the English source text (README, "Missing messages").
 *
 * @example
 * const messages = await loadMessages('de-DE');
 * const intl = createI18n({ locale: 'de-DE', messages });
 */
export async function loadMessages(locale: Language | Locale): Promise<Messages> {
  const language: Language = isLanguage(locale) ? locale : languageOf(locale);
  // One literal import per language so bundlers split each catalogue into its own chunk.
  switch (language) {
    case 'fr':
      return (await import('./generated/messages-fr.ts')).default;
    case 'en':
      return (await import('./generated/messages-en.ts')).default;
    case 'de':
      return (await import('./generated/messages-de.ts')).default;
    case 'it':
      return (await import('./generated/messages-it.ts')).default;
    case 'es':
      return (await import('./generated/messages-es.ts')).default;
  }
}
