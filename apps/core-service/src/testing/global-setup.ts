import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { seed } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a migrated and seeded PGlite, or '' on PostgreSQL runs. */
    pgliteSnapshot: string;
  }
}

/**
 * Seeds one PGlite (migrations, reference and demo data, the slow part) before the PGlite run, and hands its
 * dump to every test file: each file opens its own copy in a second instead of loading 37,000 communes again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return async () => {};
  }
  const folder = await mkdtemp(join(tmpdir(), 'core-pglite-'));
  const db = await openPgliteDatabase(undefined);
  await migrate(db);
  await seed(db);
  const file = join(folder, 'seeded.tar');
  await writeFile(file, new Uint8Array(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
