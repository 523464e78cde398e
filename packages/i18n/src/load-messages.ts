import { CATALOGUE_LOADERS } from './generated/load-catalogue.ts';
import { isLanguage, type Language, type Locale, languageOf } from './locale.ts';
import type { MessagePart } from './message-parts.ts';
import type { Messages } from './messages.ts';

// The loaders are written from LANGUAGES by scripts/generate.ts: one literal import per language and part, so
// bundlers split each catalogue into its own chunk.

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
  return (await CATALOGUE_LOADERS[language][part]()).default;
}
