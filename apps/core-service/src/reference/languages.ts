import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { components } from '@souscrire/core-api';

/** A language the product speaks: the contract's `Language`. */
export type Language = components['schemas']['Language'];

type LanguageDocument = { components: { schemas: { Language: { enum: Language[] } } } };

/**
 * The languages the core answers and writes in: the contract's `Language` enum, in its order, read from the
 * document the core validates requests against, so a language added to the contract is spoken here too.
 */
export const LANGUAGES: readonly Language[] = (
  JSON.parse(
    // Resolved with require's resolution: the seed also runs in the test runner, which has no import.meta.resolve.
    readFileSync(createRequire(import.meta.url).resolve('@souscrire/core-api/openapi/core-api.json'), 'utf8'),
  ) as LanguageDocument
).components.schemas.Language.enum;

/**
 * The language a locale or language tag names ('fr-FR', 'fr'), when the product speaks it.
 *
 * @example
 * languageOf('de-AT'); // 'de'
 * languageOf('pt-BR'); // undefined
 */
export function languageOf(locale: string | undefined): Language | undefined {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.find((candidate) => candidate === language);
}
