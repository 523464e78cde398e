/** One row as returned by the database driver. */
export type Row = Record<string, unknown>;

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
  transaction<T>(work: (tx: Omit<Database, 'transaction' | 'close'>) => Promise<T>): Promise<T>;
  /** Releases the connection(s) and, for PGlite, flushes the data folder. */
  close(): Promise<void>;
};
