import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/** The name of the file a build writes so running pages notice a new deployment (build poll). */
export const VERSION_FILE = 'version.json';

/**
 * A Vite plugin that gives each build an id: written to `version.json` and compiled into the bundle as
 * `import.meta.env.VITE_JOURNEY_VERSION`, so a page can compare the two ("a build-manifest poll").
 *
 * @example
 * defineConfig({ plugins: [versionFile()] });
 */
export function versionFile(version: string = randomUUID()): Plugin {
  return {
    name: 'souscrire:version-file',
    config() {
      return { define: { 'import.meta.env.VITE_JOURNEY_VERSION': JSON.stringify(version) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify({ version })}\n` });
    },
  };
}
