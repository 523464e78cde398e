import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** The advisory lock key that serialises migrations and seeding across instances. */
export const MIGRATION_LOCK = 7_041_977;

/**
 * Applies the versioned SQL migrations (`migrations/NNNN-name.sql`) not yet recorded in
 * `schema_migrations`, in order, each in its own transaction. Returns the versions it applied.
 *
 * @example
 * const applied = await migrate(db); // ['0001-initial'] on an empty database, [] afterwards
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Several instances may start at once on one PostgreSQL: one applies, the others find it done.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (again.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
