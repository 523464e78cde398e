import { readFileSync } from 'node:fs';
import { fillTemplate } from '../documents/documents.ts';
import { languageOf } from './languages.ts';

type Texts = Record<string, Record<string, string>>;
const TEXTS = (
  JSON.parse(readFileSync(new URL('../data/core-texts.json', import.meta.url), 'utf8')) as { texts: Texts }
).texts;

/**
 * One of the core's own texts (data/core-texts.json: e-mails, SMS, the signing sandbox page) in a language,
 * English when the language has none, with its `{placeholders}` filled.
 *
 * @example
 * coreText('welcome.subject', 'fr'); // 'votre espace client'
 */
export function coreText(key: string, locale: string, values: Record<string, string> = {}): string {
  const texts = TEXTS[key];
  const text = texts?.[languageOf(locale) ?? 'en'] ?? texts?.en;
  if (text === undefined) throw new Error(`data/core-texts.json has no ${key}`);
  return fillTemplate(text, values);
}
