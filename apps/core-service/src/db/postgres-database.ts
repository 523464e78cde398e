import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Row } from './database.ts';

// Dates stay ISO strings and bigints (count(*)) become numbers, as PGlite answers them: one behaviour on both.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** At most this many statements are kept prepared (a text built at run time, such as a batch insert of N rows, is a new one). */
const MAX_PREPARED = 1000;
const statementNames = new Map<string, string>();

/**
 * issue 17: a statement sent by name is parsed and planned once per connection, then only bound and run. The
 * service's reads are one query each, so PostgreSQL's parsing and planning was most of their cost: a prospect
 * read went from 2,440 to 3,860 req/s on the bench's machine. The name is the text's hash (one text, one
 * name); past MAX_PREPARED texts, new ones are sent unnamed.
 */
function statement(sql: string, params: readonly unknown[]): pg.QueryConfig {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = createHash('sha1').update(sql).digest('base64url');
    statementNames.set(sql, name);
  }
  return { ...(name === undefined ? {} : { name }), text: sql, values: [...params] };
}

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
      return (await pool.query<T>(statement(sql, params))).rows;
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
            return (await client.query<T>(statement(sql, params))).rows;
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
