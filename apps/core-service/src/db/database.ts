/** One row as returned by the database driver. */
export type Row = Record<string, unknown>;

/**
 * The use of a database's connections at one moment (the metrics' `db_pool_*` gauges): how many connections
 * the service may hold, how many run a statement or hold a transaction, and how many statements or
 * transactions wait for one.
 */
export type PoolUse = { size: number; inUse: number; waiting: number };

/**
 * The small database interface the service uses, implemented over PGlite and over a PostgreSQL server
 * (postgres.js), so that the same SQL (PostgreSQL dialect) runs on both.
 *
 * @example
 * const rows = await db.query<{ id: string }>('SELECT id FROM tenants WHERE token = $1', [token]);
 */
export type Database = {
  /** Which engine answers: the embedded PGlite or a PostgreSQL server. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction, committed when it resolves and rolled back when it throws. */
  transaction<T>(work: (tx: Omit<Database, 'transaction' | 'close' | 'poolUse'>) => Promise<T>): Promise<T>;
  /** Its connections' use now (read when the metrics are scraped). */
  poolUse(): PoolUse;
  /** Releases the connection(s) and, for PGlite, flushes the data folder. */
  close(): Promise<void>;
};
