import { isLanguage, type Language, type Locale, languageOf } from './locale.ts';
import type { MessagePart } from './message-parts.ts';
import type { Messages } from './messages.ts';

/**
 * Loads one language's compiled messages (locale message files load lazily). Each language is its own
 * chunk, fetched only when asked for, so a visitor downloads the active language only. Every catalogue holds
 * every message id: untranslated ones already carry the English source text (README, "Missing messages").
 * The `home` part holds only the home page's groups (`HOME_MESSAGE_GROUPS`), a chunk of its own too.
 *
 * @example
 * const messages = await loadMessages('de-DE');
 * const intl = createI18n({ locale: 'de-DE', messages });
 * const home = await loadMessages('de-DE', 'home'); // the home page's first view
 */
export async function loadMessages(locale: Language | Locale, part: MessagePart = 'all'): Promise<Messages> {
  const language: Language = isLanguage(locale) ? locale : languageOf(locale);
  return part === 'home' ? loadHome(language) : loadAll(language);
}

// One literal import per language and part so bundlers split each catalogue into its own chunk.
async function loadAll(language: Language): Promise<Messages> {
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

async function loadHome(language: Language): Promise<Messages> {
  switch (language) {
    case 'fr':
      return (await import('./generated/messages-fr-home.ts')).default;
    case 'en':
      return (await import('./generated/messages-en-home.ts')).default;
    case 'de':
      return (await import('./generated/messages-de-home.ts')).default;
    case 'it':
      return (await import('./generated/messages-it-home.ts')).default;
    case 'es':
      return (await import('./generated/messages-es-home.ts')).default;
  }
}
