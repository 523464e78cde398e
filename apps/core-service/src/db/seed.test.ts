import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LANGUAGES } from '../reference/languages.ts';
import { frenchCommunes, nafSubClasses } from './seed.ts';

test('the reference data comes from the packages: 732 NAF sub-classes and every French commune', () => {
  const nafs = nafSubClasses();
  expect(nafs).toHaveLength(732);
  expect(nafs).toContainEqual({ id: '56.10A', label: 'Restauration traditionnelle' });
  expect(frenchCommunes().length).toBeGreaterThan(37_500);
});

test('every curated activity label names a NAF sub-class, in the four other languages (and in French when the trade needs naming)', () => {
  const codes = new Set(nafSubClasses().map((naf) => naf.id));
  const curated = JSON.parse(
    readFileSync(new URL('../data/curated-activity-labels.json', import.meta.url), 'utf8'),
  ) as {
    labels: Record<string, Record<string, string>>;
  };
  for (const [code, labels] of Object.entries(curated.labels)) {
    expect(codes.has(code), code).toBe(true);
    expect(
      Object.keys(labels)
        .filter((language) => language !== 'fr')
        .sort(),
    ).toEqual(LANGUAGES.filter((language) => language !== 'fr').sort());
  }
});
