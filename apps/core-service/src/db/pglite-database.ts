import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Row } from './database.ts';

/**
 * Opens the embedded PGlite engine, persisted in `dataDir` (created first: PGlite does not create parent
 * folders), or in memory when `dataDir` is undefined (tests).
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir === undefined ? undefined : { dataDir });
  return {
    kind: 'pglite',
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(work) {
      return pg.transaction((tx) =>
        work({
          kind: 'pglite',
          async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<T>(sql, [...params])).rows;
          },
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
