import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { withNonModalList } from './index.ts';

// react-aria as installed: the plugin's patterns must match the code it ships, in each of its module formats.
const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));

describe('withNonModalList', () => {
  test.each(['mjs', 'js', 'cjs'])("drops useComboBox's hiding of the page (%s)", (format) => {
    const code = readFileSync(join(reactAria, `dist/private/combobox/useComboBox.${format}`), 'utf8');
    const changed = withNonModalList(code);
    expect(changed).not.toBeNull();
    expect(changed).toContain('if (false) return (0, ');
    expect(changed?.length).toBe(code.length + 'false'.length - 'state.isOpen'.length);
  });

  test('leaves code it does not know alone', () => {
    expect(withNonModalList('export const x = 1;')).toBeNull();
  });
});
