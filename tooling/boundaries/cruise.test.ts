import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { findViolations } from './cruise.ts';

let root: string | undefined;

function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('findViolations', () => {
  test.each([
    [
      'ui imports workflow',
      'packages/ui/src/a.ts',
      "import { x } from '../../workflow/src/x.ts';",
      'ui-knows-no-journey',
    ],
    [
      'ui imports i18n',
      'packages/ui/src/a.ts',
      "import { x } from '../../i18n/src/x.ts';",
      'ui-knows-no-journey',
    ],
    [
      "ui's size report imports more of i18n than its entry",
      'packages/ui/scripts/size.ts',
      "import { x } from '../../i18n/src/x.ts';",
      'ui-showcase-reads-only-the-languages',
    ],
    [
      "ui's story texts import workflow",
      'packages/ui/src/test/story-text.ts',
      "import { x } from '../../../workflow/src/x.ts';",
      'ui-showcase-reads-only-the-languages',
    ],
    [
      'workflow imports a value from core-api',
      'packages/workflow/src/a.ts',
      "import { x } from '../../core-api/src/x.ts';",
      'workflow-types-only-from-core-api',
    ],
    [
      'core-service imports workflow',
      'apps/core-service/src/a.ts',
      "import { x } from '../../../packages/workflow/src/x.ts';",
      'core-service-shares-only-the-contract',
    ],
    [
      "a package imports the apps' kit",
      'packages/ui/src/a.ts',
      "import { x } from '../../app-kit/src/x.ts';",
      'app-kit-only-for-apps',
    ],
    [
      'a package imports an app',
      'packages/theming/src/a.ts',
      "import { x } from '../../../apps/journey/src/x.ts';",
      'packages-not-apps',
    ],
  ])('catches: %s', async (_name, from, source, rule) => {
    const base = repo({
      [from]: `${source}\nexport const y = x;\n`,
      'packages/workflow/src/x.ts': 'export const x = 1;\n',
      'packages/i18n/src/x.ts': 'export const x = 1;\n',
      'packages/core-api/src/x.ts': 'export const x = 1;\n',
      'packages/app-kit/src/x.ts': 'export const x = 1;\n',
      'apps/journey/src/x.ts': 'export const x = 1;\n',
    });
    const violations = await findViolations(['apps', 'packages'], base);
    expect(violations.map((v) => v.rule)).toContain(rule);
  });

  test('allows a type-only import from core-api in workflow', async () => {
    const base = repo({
      'packages/workflow/src/a.ts': "import type { X } from '../../core-api/src/x.ts';\nexport type Y = X;\n",
      'packages/core-api/src/x.ts': 'export type X = string;\n',
    });
    expect(await findViolations(['packages'], base)).toEqual([]);
  });

  test("allows ui's size report and story texts, and nothing else of ui, i18n's entry (its list of languages)", async () => {
    const entry = "import { LANGUAGES } from '../../i18n/src/index.ts';\nexport const y = LANGUAGES;\n";
    const base = repo({
      'packages/ui/scripts/size.ts': entry,
      'packages/ui/src/test/story-text.ts': entry.replace('../../', '../../../'),
      'packages/ui/src/button/button.tsx': entry.replace('../../', '../../../'),
      'packages/i18n/src/index.ts': "export const LANGUAGES = ['fr'];\n",
    });
    const violations = await findViolations(['packages'], base);
    expect(violations.map(({ rule, from }) => [rule, from])).toEqual([
      ['ui-knows-no-journey', 'packages/ui/src/button/button.tsx'],
    ]);
  });

  test('the repository itself follows the rules', async () => {
    const violations = await findViolations(['apps', 'packages'], join(import.meta.dirname, '../..'));
    expect(violations).toEqual([]);
  });
});
