import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seed } from './db/seed.ts';

/** A ready service: its app and database, and how long each start-up phase took (ms). */
export type Service = {
  app: ReturnType<typeof createApp>;
  db: Database;
  timings: { open: number; migrate: number; seed: number; total: number };
};

/**
 * Opens the database the environment asks for, applies the migrations, loads the demo data when absent
 * (idempotent) and builds the app.
 */
export async function startService(
  options: { env?: NodeJS.ProcessEnv; logger?: Logger; db?: Database } = {},
): Promise<Service> {
  const env = options.env ?? process.env;
  const started = performance.now();
  const db = options.db ?? (await openDatabase(env));
  const opened = performance.now();
  await migrate(db);
  const migrated = performance.now();
  await seed(db, { demoClients: env.NODE_ENV !== 'production' });
  const seeded = performance.now();
  const app = createApp({ db, env, ...(options.logger ? { logger: options.logger } : {}) });
  return {
    app,
    db,
    timings: {
      open: Math.round(opened - started),
      migrate: Math.round(migrated - opened),
      seed: Math.round(seeded - migrated),
      total: Math.round(performance.now() - started),
    },
  };
}
