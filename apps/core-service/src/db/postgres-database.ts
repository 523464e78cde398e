import pg from 'pg';
import type { Database, Row } from './database.ts';

// Dates stay ISO strings and bigints (count(*)) become numbers, as PGlite answers them: one behaviour on both.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Connects to a PostgreSQL server (`DATABASE_URL=postgres://...`) through a pool of at most `poolSize`
 * node-postgres clients (docs/scaling.md: N instances need N × poolSize connections).
 */
export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client whose server connection drops (server restart, failover) is discarded by the pool, and the
  // next query opens a new one; without a listener the event would crash the process.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          kind: 'postgres',
          async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query<T>(sql, [...params])).rows;
          },
          async exec(sql) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
