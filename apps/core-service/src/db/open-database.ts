import { resolve } from 'node:path';
import { configOf } from '@souscrire/config';
import { prepareDataFolder } from './data-folder.ts';
import type { Database } from './database.ts';

const REPO_ROOT = new URL('../../../../', import.meta.url);

/** Where PGlite keeps its files: `CORE_DATA_DIR`, by default `.data/core` at the repository's root. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const folder = configOf(env).CORE_DATA_DIR;
  return folder ? resolve(folder) : resolve(new URL('.data/core', REPO_ROOT).pathname);
}

/**
 * Opens the database the environment asks for: PostgreSQL when `DATABASE_URL` is set (a pool of
 * `CORE_DB_POOL_SIZE` connections, 4 by default), otherwise PGlite persisted in `CORE_DATA_DIR`. A data folder
 * the service cannot make or write in is a DataFolderError (db/data-folder.ts), which main.ts prints as one line.
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const config = configOf(env);
  const url = config.DATABASE_URL;
  // Only the engine in use is loaded (the PostgreSQL driver cost 30-160 ms of a PGlite start, measured
  // with node-postgres; postgres.js loads in about as long).
  if (url) {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase(url, config.CORE_DB_POOL_SIZE);
  }
  const dataDir = defaultDataDir(env);
  await prepareDataFolder(dataDir, config.CORE_DATA_DIR ? 'CORE_DATA_DIR' : undefined);
  const { openPgliteDatabase } = await import('./pglite-database.ts');
  return openPgliteDatabase(dataDir);
}
