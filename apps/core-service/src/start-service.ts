import { configOf } from '@souscrire/config';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { openReferenceCache, type ReferenceCache } from './db/reference-data.ts';
import { seed } from './db/seed.ts';
import type { RecentLogLines } from './logging/recent-log-lines.ts';
import type { Providers } from './providers.ts';

/** A ready service: its app, database and reference cache, and how long each start-up phase took (ms). */
export type Service = {
  app: ReturnType<typeof createApp>;
  db: Database;
  reference: ReferenceCache;
  timings: { open: number; migrate: number; seed: number; reference: number; total: number };
};

/**
 * Opens the database the environment asks for, applies the migrations, loads the demo data when absent
 * (idempotent), reads the reference data into memory and builds the app.
 */
export async function startService(
  options: {
    env?: NodeJS.ProcessEnv;
    logger?: Logger;
    /** The database to use, or its opening under way (main.ts), instead of opening the environment's. */
    db?: Database | Promise<Database>;
    recentLogs?: RecentLogLines;
    /** When the validators are compiled ahead (createApp's `compileAhead`). */
    compileAhead?: Promise<unknown>;
    /**
     * The third parties, made once the database is open (providers.ts); the sandboxes when left out. A real
     * provider is plugged in here.
     */
    providers?: (db: Database) => Providers;
  } = {},
): Promise<Service> {
  const env = options.env ?? process.env;
  const started = performance.now();
  // With an opening under way, `open` is only what was left of it once the modules were loaded.
  const db = await (options.db ?? openDatabase(env));
  const opened = performance.now();
  await migrate(db);
  const migrated = performance.now();
  await seed(db, { demoClients: configOf(env).NODE_ENV !== 'production' });
  const seeded = performance.now();
  const reference = await openReferenceCache(db);
  const referenced = performance.now();
  const app = createApp({
    db,
    reference,
    env,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.recentLogs ? { recentLogs: options.recentLogs } : {}),
    ...(options.compileAhead ? { compileAhead: options.compileAhead } : {}),
    ...(options.providers ? { providers: options.providers(db) } : {}),
  });
  return {
    app,
    db,
    reference,
    timings: {
      open: Math.round(opened - started),
      migrate: Math.round(migrated - opened),
      seed: Math.round(seeded - migrated),
      reference: Math.round(referenced - seeded),
      total: Math.round(performance.now() - started),
    },
  };
}
