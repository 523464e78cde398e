import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '../src/locale.ts';
import { MESSAGES_DIR, PACKAGE_DIR } from './catalogues.ts';
import { checkCatalogues, formatCoverage } from './check-catalogues.ts';

function fixture(files: Record<string, unknown>, code: string): { messagesDir: string; codeRoot: string } {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  const messagesDir = join(dir, 'messages');
  const codeRoot = join(dir, 'src');
  mkdirSync(messagesDir);
  mkdirSync(codeRoot);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(messagesDir, name), JSON.stringify(content));
  }
  writeFileSync(join(codeRoot, 'screen.tsx'), code);
  writeFileSync(join(codeRoot, 'screen.test.tsx'), "t('only.in.a.test')");
  return { messagesDir, codeRoot };
}

const source = {
  'a.title': { defaultMessage: 'Title', description: '' },
  'a.price': { defaultMessage: '{amount, number, ::currency/EUR} per month', description: '' },
};

test('a complete, consistent catalogue and known ids pass', () => {
  const full = { 'a.title': 'T', 'a.price': '{amount, number, ::currency/EUR} X' };
  const { messagesDir, codeRoot } = fixture(
    { 'source.json': source, 'fr.json': full, 'de.json': full, 'it.json': full, 'es.json': full },
    '<Message id="a.title" />\nintl.formatMessage({ id: \'a.price\' })',
  );
  const result = checkCatalogues({ messagesDir, codeRoots: [codeRoot], baseDir: codeRoot });
  expect(result.problems).toEqual([]);
  expect(result).toMatchObject({ usedIds: 2, uses: 2 });
});

test('missing and unknown translations, changed arguments and unknown ids in code fail', () => {
  const { messagesDir, codeRoot } = fixture(
    {
      'source.json': source,
      'fr.json': { 'a.title': 'Titre', 'a.price': '{montant, number} par mois', 'a.old': 'Vieux' },
      'de.json': { 'a.title': 'Titel' },
      'it.json': { 'a.title': 'Titolo', 'a.price': '{amount, number} al mese' },
    },
    "const x = 1;\nt('a.typo')",
  );
  const result = checkCatalogues({ messagesDir, codeRoots: [codeRoot], baseDir: codeRoot });
  expect(result.problems).toEqual([
    'fr: "a.old" is not in the source catalogue',
    'fr: "a.price" uses {montant: number}, the source {amount: number, ::currency/EUR}',
    'de: "a.price" is not translated',
    'it: "a.price" uses {amount: number}, the source {amount: number, ::currency/EUR}',
    'es: "a.title" is not translated',
    'es: "a.price" is not translated',
    'screen.tsx:2: unknown message id "a.typo"',
  ]);
  expect(formatCoverage(result.coverage)).toEqual([
    'en         2/2  100.0%',
    'fr         2/2  100.0%  (1 unknown)',
    'de         1/2   50.0%  (1 missing)',
    'it         2/2  100.0%',
    'es         0/2    0.0%  (2 missing)',
  ]);
});

test('the real catalogues are complete in all five languages', () => {
  const result = checkCatalogues({ messagesDir: MESSAGES_DIR, codeRoots: [], baseDir: PACKAGE_DIR });
  expect(result.problems).toEqual([]);
  for (const { translated, total } of result.coverage) expect(translated).toBe(total);
});

test('check:messages prints the coverage per language and passes', () => {
  const output = execFileSync(process.execPath, [join(PACKAGE_DIR, 'scripts', 'check-messages.ts')], {
    encoding: 'utf8',
  });
  expect(output).toContain('Message coverage (keys translated / total, en is the source):');
  for (const language of LANGUAGES) expect(output).toMatch(new RegExp(`${language} +(\\d+)/\\1  100\\.0%`));
  expect(output).toContain('Messages OK.');
}, 30_000);
