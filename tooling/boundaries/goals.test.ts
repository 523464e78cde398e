import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../packages/i18n/src/locale.ts';
import { goalsOfRepository, HOW_TO, listedFiles, listsIn, registriesOfRepository } from './goals.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const listed = (page: string) => listedFiles(readFileSync(`${root}/${page}`, 'utf8'));

describe('listsIn', () => {
  const languages = new Set(['fr', 'en', 'de', 'it', 'es']);

  test('finds an array, a union and a list of locales', () => {
    const text = ["const a = ['fr', 'en', 'de', 'it'];", "type L = 'fr' | 'en' | 'de' | 'it' | 'es';"].join(
      '\n',
    );
    expect(listsIn('a.ts', text, languages, 4).map(({ line }) => line)).toEqual([1, 2]);
    const locales = "locales: ['fr-FR', 'en-US', 'de-DE', 'it-IT', 'es-ES']";
    expect(listsIn('v.ts', locales, languages, 4, (word) => word.slice(0, 2))[0]?.items).toHaveLength(5);
  });

  test('finds a chain of comparisons and the cases of a switch', () => {
    const chain = "const l = x === 'en' || x === 'de' || x === 'it' || x === 'es' ? x : 'fr';";
    expect(listsIn('c.ts', chain, languages, 4)[0]?.items).toEqual(['en', 'de', 'it', 'es']);
    const cases = ['fr', 'en', 'de', 'it'].map((l) => `    case '${l}':\n      return load('${l}');`);
    expect(listsIn('s.ts', `switch (l) {\n${cases.join('\n')}\n}`, languages, 4)).toHaveLength(1);
    // Comparisons far apart are separate tests, not one list.
    const apart = ["a === 'fr'", "b === 'en'", "c === 'de'", "d === 'it'"].join(`;\n${'x'.repeat(200)}\n`);
    expect(listsIn('f.ts', apart, languages, 4)).toEqual([]);
  });

  test('leaves shorter lists, and longer lists that merely hold a few of them', () => {
    expect(listsIn('a.ts', "['fr', 'en', 'de']", languages, 4)).toEqual([]);
    expect(listsIn('a.ts', "['ad', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'se', 'uk']", languages, 4)).toEqual(
      [],
    );
  });
});

describe('listedFiles', () => {
  test('reads the first path of each item under "Files you edit" only', () => {
    const page =
      '# Add\n\n## Files you edit\n\n- `a/b.ts`: its row, see `c.ts`.\n- `d/<x>/`: a folder.\n\n## Then\n\n- `e.ts`';
    expect(listedFiles(page)).toEqual(['a/b.ts', 'd/<x>/']);
  });
});

// The rule of docs/how-to: a list of languages or tenants is read from its source; the only places that type
// one are those the how-to page lists (and counts).
describe('one source per extension point', () => {
  const registries = registriesOfRepository(root);

  test('no list of languages is typed outside the files add-a-language.md lists', () => {
    const allowed = listed(HOW_TO.language);
    expect(registries.languages.filter(({ path }) => !allowed.includes(path))).toEqual([]);
  });

  test('no list of tenant ids is typed outside the files add-a-tenant.md lists', () => {
    const allowed = listed(HOW_TO.tenant);
    expect(registries.tenants.filter(({ path }) => !allowed.includes(path))).toEqual([]);
  });

  test("the contract's Language enum is i18n's list of languages, in its order", () => {
    const contract = JSON.parse(readFileSync(`${root}/packages/core-api/openapi/core-api.json`, 'utf8'));
    expect(contract.components.schemas.Language.enum).toEqual(LANGUAGES);
  });
});

test('the goals are measured from pages whose files exist, and a tenant is its manifest entry and brand', () => {
  const goals = goalsOfRepository(root);
  expect(goals.map(({ what }) => what)).toHaveLength(6);
  expect(goals.find(({ what }) => what.startsWith('Adding a tenant'))?.met).toBe(true);
  expect(goals.find(({ what }) => what.startsWith('"issue N"'))).toMatchObject({ now: 0, met: true });
});
