import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

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
