import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

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
