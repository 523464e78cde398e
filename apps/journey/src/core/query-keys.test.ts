import { describe, expect, test } from 'vitest';
import { journeyKeys, keptWhileSwitching } from './query-keys.ts';

const TENANT = 'plussimple';
const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';

describe('journeyKeys.inLanguage', () => {
  test('a read in a language is keyed by its locale, under the language-free key it invalidates by', () => {
    const english = journeyKeys.inLanguage(journeyKeys.offer(TENANT, ID), 'en-FR');
    const german = journeyKeys.inLanguage(journeyKeys.offer(TENANT, ID), 'de-FR');
    expect(english).not.toEqual(german);
    expect(english.slice(0, -1)).toEqual(journeyKeys.offer(TENANT, ID));
    expect(english.slice(0, journeyKeys.prospect(TENANT, ID).length)).toEqual(
      journeyKeys.prospect(TENANT, ID),
    );
  });
});

describe('keptWhileSwitching', () => {
  const french = journeyKeys.inLanguage(journeyKeys.questionStep(TENANT, ID, 'size'), 'fr-FR');
  const english = journeyKeys.inLanguage(journeyKeys.questionStep(TENANT, ID, 'size'), 'en-FR');

  test('keeps the same read in the previous language until the new one arrives', () => {
    expect(keptWhileSwitching<string>(english)('Effectif', { queryKey: french })).toBe('Effectif');
  });

  test('keeps nothing of another read: another step, another prospect, or no previous query', () => {
    const otherStep = journeyKeys.inLanguage(journeyKeys.questionStep(TENANT, ID, 'revenue'), 'fr-FR');
    const otherProspect = journeyKeys.inLanguage(journeyKeys.questionStep(TENANT, 'other', 'size'), 'fr-FR');
    const placeholder = keptWhileSwitching<string>(english);
    expect(placeholder('Chiffre', { queryKey: otherStep })).toBeUndefined();
    expect(placeholder('Effectif', { queryKey: otherProspect })).toBeUndefined();
    expect(placeholder(undefined, undefined)).toBeUndefined();
  });
});
