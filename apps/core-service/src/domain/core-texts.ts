import { readFileSync } from 'node:fs';
import { fillTemplate } from './documents.ts';

type Texts = Record<string, Record<string, string>>;
const TEXTS = (
  JSON.parse(readFileSync(new URL('../data/core-texts.json', import.meta.url), 'utf8')) as { texts: Texts }
).texts;

/** The languages the core writes in (the page's, not the browser's). */
export const CORE_LANGUAGES = ['en', 'fr', 'de', 'it', 'es'] as const;

/** The language of a locale ('fr-FR', 'fr') the core writes in, else undefined. */
export function coreLanguage(locale: string | undefined): (typeof CORE_LANGUAGES)[number] | undefined {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return CORE_LANGUAGES.find((candidate) => candidate === language);
}

/**
 * One of the core's own texts (data/core-texts.json: e-mails, SMS, the signing sandbox page) in a language,
 * English when the language has none, with its `{placeholders}` filled.
 *
 * @example
 * coreText('welcome.subject', 'fr'); // 'votre espace client'
 */
export function coreText(key: string, locale: string, values: Record<string, string> = {}): string {
  const texts = TEXTS[key];
  const text = texts?.[coreLanguage(locale) ?? 'en'] ?? texts?.en;
  if (text === undefined) throw new Error(`data/core-texts.json has no ${key}`);
  return fillTemplate(text, values);
}
