import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { configurationDoc, envExample, generatedFiles } from './docs.ts';
import { VARIABLES } from './schema.ts';

const root = new URL('../../../', import.meta.url);

test.each(generatedFiles())(
  '$path is the one generated from the schema (generate:docs)',
  ({ path, text }) => {
    expect(readFileSync(new URL(path, root), 'utf8')).toBe(text);
  },
);

test('every variable is documented with what it expects, and listed in .env.example', () => {
  const doc = configurationDoc();
  const example = envExample();
  for (const [name, variable] of Object.entries(VARIABLES)) {
    expect(doc).toContain(`| \`${name}\` | ${variable.expects.replaceAll('|', '\\|')} |`);
    expect(example).toMatch(new RegExp(`^# ${name}=`, 'm'));
  }
});
