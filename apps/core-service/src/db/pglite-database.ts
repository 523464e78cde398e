import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makeFolder } from './data-folder.ts';
import type { Database } from './database.ts';
import { PgliteSession } from './pglite-session.ts';

/** A PGlite database, which can also be dumped whole (a tarball of its data folder). */
export type PgliteDatabase = Database & {
  /** The data folder as an uncompressed tarball, checkpointed, to open copies with `loadDataDir`. */
  dump(): Promise<Blob>;
};

/**
 * PostgreSQL's settings inside PGlite (its `postgresql.conf`, written at each start: PostgreSQL's own
 * defaults otherwise). PGlite's WebAssembly memory only grows, and PostgreSQL touches the whole of
 * its shared memory when it starts, so that memory stays in the process's RSS whatever the load:
 * `shared_memory_size` is 143 MB with the default 128 MB of shared buffers, 24 MB with 16 MB, 8 MB with these
 * (docs/decisions/scaling-journal.md). 4 MB of buffers (512 pages) hold what a journey reads and writes;
 * the rest of the data (about 30 MB, mostly communes, read once at start) comes through the operating
 * system's page cache. PGlite is one connection, so the slots of 100 connections (lock table, process array)
 * are mostly unused: 10 keep room for the lock table (64 locks each) a long migration needs.
 */
const PGLITE_SETTINGS = ['shared_buffers = 4MB', 'max_connections = 10'];

/**
 * Opens the embedded PGlite engine, persisted in `dataDir` (created first: PGlite does not create parent
 * folders), or in memory when `dataDir` is undefined (tests). `loadDataDir` starts from a dump (the test
 * suite seeds once and gives every test file a copy).
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  if (dataDir !== undefined) await makeFolder(dataDir);
  const pg = await PGlite.create({
    // The trigram indexes of the searches (migration 0007).
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  const session = new PgliteSession(pg);
  return {
    kind: 'pglite',
    dump: () =>
      session.exclusive(async () => {
        // A checkpoint first, so that a copy starts without replaying the WAL, with the segments before it
        // removed rather than kept for reuse: one 16 MB segment in the dump instead of two (a copy opens in half
        // the time).
        await pg.exec('SET wal_recycle = off; SELECT pg_switch_wal(); CHECKPOINT; RESET wal_recycle;');
        return pg.dumpDataDir('none');
      }),
    query: (sql, params = []) => session.query(sql, params, false),
    async exec(sql) {
      await session.exec(sql, false);
    },
    transaction(work) {
      return session.exclusive(async () => {
        await session.command('BEGIN');
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work({
            kind: 'pglite',
            query: (sql, params = []) => session.query(sql, params, true),
            async exec(sql) {
              await session.exec(sql, true);
            },
          });
        } catch (error) {
          await session.command('ROLLBACK');
          throw error;
        }
        // A COMMIT of a transaction that a failed statement aborted rolls it back (as PGlite's transaction).
        if ((await session.command('COMMIT')) === 'ROLLBACK') {
          throw new TransactionAbortedError();
        }
        return result;
      });
    },
    poolUse: () => ({ size: 1, ...session.use() }),
    async close() {
      await session.exclusive(() => pg.close());
    },
  };
}
