import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/** The suite's seeded PGlite (global-setup.ts), read once per worker: files sharing a module graph share it. */
let seededSnapshot: Promise<Blob> | undefined;

/**
 * The dump of the suite's seeded PGlite, to open a copy of with `loadDataDir`, or undefined when the suite runs
 * without one (on PostgreSQL).
 *
 * @example
 * const loadDataDir = await seededPglite();
 * const db = await openPgliteDatabase(undefined, loadDataDir ? { loadDataDir } : {});
 */
export function seededPglite(): Promise<Blob> | undefined {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) return undefined;
  seededSnapshot ??= readFile(snapshot).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return seededSnapshot;
}
