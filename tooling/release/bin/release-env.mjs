// The environment of the bundle's scripts: the caller's, where the PGlite folder defaults to data/core in this
// folder (the service's own default, .data/core at the repository's root, has no meaning outside the workspace).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundle's folder. */
export const releaseDir = dirname(fileURLToPath(import.meta.url));

/** Sets the bundle's defaults in process.env where the caller set nothing. */
export function applyReleaseDefaults() {
  process.env.CORE_DATA_DIR ??= join(releaseDir, 'data', 'core');
}
