import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { seed } from '../db/seed.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a migrated and seeded PGlite, or '' on PostgreSQL runs. */
    pgliteSnapshot: string;
    /** The name of a migrated and seeded database on `DATABASE_URL`'s server, or '' on PGlite runs. */
    postgresTemplate: string;
  }
}

/**
 * Seeds one database (migrations, reference and demo data, the slow part) before the run, and hands it to every
 * test file, which opens its own copy instead of loading 37,000 communes again: on PGlite a dump (a second
 * instead of two to load), on PostgreSQL a template database (a copy in a few hundred milliseconds instead of
 * about three seconds of seeding).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'core_template');
    const db = await openPostgresDatabase(template.url);
    await migrate(db);
    await seed(db);
    await db.close();
    project.provide('pgliteSnapshot', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
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
