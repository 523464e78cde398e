import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PgliteDatabase } from './pglite-database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

// PostgreSQL touches its whole shared memory when PGlite starts, and PGlite's WebAssembly memory
// never shrinks, so its settings are part of the service's resident memory
// (docs/decisions/0004-memory-settings.md).
let db: PgliteDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase(undefined);
});
afterAll(async () => {
  await db.close();
});

async function setting(name: string): Promise<string> {
  const [row] = await db.query<Record<string, string>>(`SHOW ${name}`);
  return row?.[name] ?? '';
}

test('PGlite runs with 4 MB of shared buffers and 10 connection slots: 8 MB of shared memory', async () => {
  expect(await setting('shared_buffers')).toBe('4MB');
  expect(await setting('max_connections')).toBe('10');
  expect(await setting('shared_memory_size')).toBe('8MB');
});

test('the lock table still holds a migration that creates 300 tables in one transaction', async () => {
  await db.transaction(async (tx) => {
    for (let table = 0; table < 300; table += 1) {
      await tx.exec(`CREATE TABLE lock_room_${table} (id int PRIMARY KEY)`);
    }
  });
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'lock_room_%'",
  );
  expect(row?.n).toBe(300);
});

test('a copy opened from a dump holds what was written, and one WAL segment', async () => {
  await db.exec(
    'CREATE TABLE dumped (id int PRIMARY KEY); INSERT INTO dumped SELECT generate_series(1, 1000);',
  );
  await db.exec('SELECT pg_switch_wal()');
  const copy = await openPgliteDatabase(undefined, { loadDataDir: await db.dump() });
  try {
    const [row] = await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM dumped');
    expect(row?.n).toBe(1000);
    const segments = await copy.query<{ name: string }>(
      "SELECT name FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'",
    );
    expect(segments).toHaveLength(1);
  } finally {
    await copy.close();
  }
});
