import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** The advisory lock key that serialises migrations and seeding across instances. */
export const MIGRATION_LOCK = 7_041_977;

/**
 * Migrations renamed after databases had applied them: version → the version those databases recorded. Such a
 * database counts the migration as applied under either name, so it never runs twice. Two files once shared the
 * number 0003; the later one in their order became 0003a, which keeps the order and makes every number unique.
 */
const FORMER_VERSIONS: Readonly<Record<string, string>> = { '0003a-security': '0003-security' };

/** One migration file and whether this database has applied it (under its name or a former one). */
export type MigrationState = { version: string; appliedAt: Date | null };

type Queryable = Pick<Database, 'query'>;

/** The migration versions (file names without `.sql`), in the one order they apply in. */
async function migrationVersions(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => file.replace(/\.sql$/, ''));
}

/** When each recorded version was applied; empty on a database no migration has touched. */
async function appliedVersions(db: Queryable): Promise<Map<string, Date>> {
  const [table] = await db.query<{ name: string | null }>(
    `SELECT to_regclass('schema_migrations')::text AS name`,
  );
  if (table?.name === null || table?.name === undefined) return new Map();
  const rows = await db.query<{ version: string; applied_at: Date }>(
    'SELECT version, applied_at FROM schema_migrations',
  );
  return new Map(rows.map((row) => [row.version, new Date(row.applied_at)]));
}

function appliedAt(applied: ReadonlyMap<string, Date>, version: string): Date | null {
  const former = FORMER_VERSIONS[version];
  return applied.get(version) ?? (former === undefined ? undefined : applied.get(former)) ?? null;
}

/**
 * Every migration file, in order, with when it was applied (null: pending). Reads only: a database never
 * migrated answers every migration pending.
 *
 * @example
 * (await migrationStatus(db)).filter((state) => state.appliedAt === null); // the pending ones
 */
export async function migrationStatus(db: Queryable): Promise<MigrationState[]> {
  const applied = await appliedVersions(db);
  return (await migrationVersions()).map((version) => ({ version, appliedAt: appliedAt(applied, version) }));
}

/**
 * Applies the versioned SQL migrations (`migrations/NNNN-name.sql`) not yet recorded in
 * `schema_migrations`, in order, each in its own transaction. Returns the versions it applied.
 *
 * @example
 * const applied = await migrate(db); // ['0001-initial', …] on an empty database, [] afterwards
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const { version, appliedAt } of await migrationStatus(db)) {
    if (appliedAt !== null) continue;
    const sql = await readFile(new URL(`${version}.sql`, MIGRATIONS_DIR), 'utf8');
    const names = [version, FORMER_VERSIONS[version] ?? version];
    const ran = await db.transaction(async (tx) => {
      // Several instances may start at once on one PostgreSQL: one applies, the others find it done.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version IN ($1, $2)', names);
      if (again.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
