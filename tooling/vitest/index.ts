import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

/**
 * The export condition under which every workspace package points at its TypeScript sources.
 * Tests, type checks and the apps' dev servers resolve it, so nothing has to be built first.
 */
export const SOURCE_CONDITION = '@souscrire/source';

/**
 * Vite/vitest resolve options that pick workspace packages' sources, in browser-like and Node environments.
 *
 * @example
 * export default defineConfig({ ...sourceResolution, test: { environment: 'node' } });
 */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig;

/**
 * The test settings every package's component tests share: a browser-like DOM, and 30 s per test rather than
 * vitest's 5 s, because CI runs the whole repo's unit tests on two cores beside the journey's e2e suite.
 *
 * @example
 * export default defineConfig({ ...sourceResolution, test: { ...testSettings, setupFiles: ['./src/test/setup.ts'] } });
 */
export const testSettings = {
  environment: 'happy-dom',
  testTimeout: 30_000,
} as const satisfies NonNullable<ViteUserConfig['test']>;

/**
 * What makes a test file need a module graph of its own: it replaces modules or globals for its tests, or
 * writes the page's cookies (a session's marker, as the web server sets it), which the files sharing a
 * document would see.
 */
const REPLACES_MODULES_OR_GLOBALS =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\bopenSessionLikeTheWebServer\(|\bdocument\.cookie\s*=/;

/**
 * The package's tests as two projects: the files that replace modules or globals (`vi.mock`, `vi.doMock`,
 * `vi.stubGlobal`, `vi.stubEnv`) each in a fresh module graph, as vitest does by default; all the others in one
 * graph per worker (`isolate: false`), so React, react-aria and the DOM environment are loaded once per worker
 * rather than once per file. The UI kit's suite went from 65 s of CPU to 11 s (importing and setting the
 * environment up were 70% of its time), the journey's from 113 s to 80 s. Testing Library's cleanup after each
 * test (see `./testing-library`) unmounts what a file rendered, so the next one starts from an empty document.
 *
 * @param root the package's folder, where `include` is resolved
 * @example
 * export default defineConfig({ test: { ...testSettings, projects: isolatedWhereMocking(import.meta.dirname, ['src/**\/*.test.tsx']) } });
 */
export function isolatedWhereMocking(root: string, include: string[]): TestProjectInlineConfiguration[] {
  const mocking = globSync(include, { cwd: root, exclude: configDefaults.exclude }).filter((file) =>
    REPLACES_MODULES_OR_GLOBALS.test(readFileSync(join(root, file), 'utf8')),
  );
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { name: 'shared', include, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
  };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true, test: { name: 'isolated', include: mocking } }];
}
