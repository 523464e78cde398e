import postgres from 'postgres';
import type { Database, Row } from './database.ts';

/** A connection, or the one a transaction holds: what runs the statements. */
type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * Values read and sent as PGlite reads and sends them, so that both engines behave alike: bigints (count(*))
 * come back as numbers; a string given for a json/jsonb parameter is sent as it is (already JSON) and any other
 * value is stringified, where postgres.js would encode a string a second time; a string given for a date is sent
 * as it is, where postgres.js would read it as a JS Date first. Dates, timestamps and timestamptz still come
 * back as JS Dates, booleans as booleans, numeric as strings.
 */
const TYPES = {
  bigint: {
    to: 20,
    from: [20],
    serialize: (value: unknown) => String(value),
    parse: (value: string) => Number(value),
  },
  json: {
    to: 114,
    from: [114, 3802],
    serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
    parse: (value: string) => JSON.parse(value),
  },
  date: {
    to: 1184,
    from: [1082, 1114, 1184],
    serialize: (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)),
    parse: (value: string) => new Date(value),
  },
};

/** At most this many statements are kept prepared (a text built at run time, such as a batch insert of N rows, is a new one). */
const MAX_PREPARED = 1000;
const preparedTexts = new Set<string>();

/** Whether a text is one of the first MAX_PREPARED distinct ones, sent as a prepared statement. */
function preparable(sql: string): boolean {
  if (preparedTexts.has(sql)) return true;
  if (preparedTexts.size >= MAX_PREPARED) return false;
  preparedTexts.add(sql);
  return true;
}

/**
 * How a parameterised statement is sent: always the extended protocol, even without parameters (postgres.js
 * would send a text without parameters as a simple query, never prepared); `simple` is read by postgres.js at
 * run time but missing from its types.
 */
const PREPARED = { prepare: true, simple: false } as postgres.UnsafeQueryOptions;
const UNNAMED = { prepare: false, simple: false } as postgres.UnsafeQueryOptions;

/**
 * Connections per instance on PostgreSQL (docs/decisions/scaling-journal.md): postgres.js
 * pipelines the queries that find every connection busy, so a small pool sends more queries per socket write
 * and wakes the server less: with 3-4 instead of 10, the service's CPU per request fell 10-22% (50 requests
 * at once: health, steps, offer, PUT criterias). A transaction holds its connection to itself: more than 4 at
 * once wait.
 */
export const DEFAULT_POOL_SIZE = 4;

/**
 * Every failure of a statement goes through here: PostgreSQL's errors name their constraint `constraint_name`,
 * and the domain reads `constraint` (as from PGlite), so the error is rethrown with both.
 */
function rethrowWithConstraint(error: unknown): never {
  if (error instanceof postgres.PostgresError && error.constraint_name !== undefined) {
    Object.assign(error, { constraint: error.constraint_name });
  }
  throw error;
}

/** What a session of the database can do: a transaction's is the same, without its own transactions. */
type Session = Omit<Database, 'transaction' | 'close' | 'poolUse'>;

/**
 * The statements and transactions under way on the pool (postgres.js does not show its queues): up to the
 * pool's size, each holds a connection; past it, the others wait for one (queued, or pipelined on a busy one).
 */
type Underway = { count: number };

/**
 * Runs a statement or a transaction, its errors rethrown with their constraint; counted under way until it
 * settles when `underway` is given (one `then`, as many promises as the `catch` alone).
 */
function settled<T>(work: Promise<T>, underway: Underway | undefined): Promise<T> {
  if (underway === undefined) return work.catch(rethrowWithConstraint);
  underway.count += 1;
  return work.then(
    (result) => {
      underway.count -= 1;
      return result;
    },
    (error: unknown) => {
      underway.count -= 1;
      return rethrowWithConstraint(error);
    },
  );
}

/** The statements of a connection, or of the pool (`underway`: counted for the pool's use). */
function queryable(sql: Sql, underway?: Underway): Session {
  return {
    kind: 'postgres',
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const options = preparable(text) ? PREPARED : UNNAMED;
      const query = sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], options);
      return settled(query, underway) as Promise<unknown> as Promise<T[]>;
    },
    async exec(text) {
      // The simple protocol: several statements in one text (a migration), no parameters.
      await settled(sql.unsafe(text).simple(), underway);
    },
  };
}

/**
 * Connects to a PostgreSQL server (`DATABASE_URL=postgres://...`) through postgres.js, with at most `poolSize`
 * connections (docs/scaling.md: N instances need N × poolSize connections).
 *
 * The service is CPU-bound in node, and the driver's own work was a large part of each query. With
 * postgres.js, a statement is prepared once per connection, then only bound and run (the first MAX_PREPARED
 * distinct texts; others are sent unnamed, described first: one more round trip), and the queries that wait
 * for a connection are pipelined on the busy ones: one socket write carries a batch of them. Its client CPU
 * per query was half of node-postgres's with named statements (80 µs against 165 µs on the bench's machine,
 * docs/decisions/scaling-journal.md). A connection the server drops (restart, failover) is closed by
 * postgres.js without an uncaught error, and the next query opens a new one.
 */
export async function openPostgresDatabase(
  connectionString: string,
  poolSize = DEFAULT_POOL_SIZE,
): Promise<Database> {
  const sql = postgres(connectionString, {
    max: poolSize,
    types: TYPES,
    // An undefined parameter is sent as NULL, as by PGlite (and node-postgres); postgres.js would refuse it.
    transform: { undefined: null },
    // Migrations' IF NOT EXISTS answer NOTICEs, which postgres.js would print.
    onnotice: () => {},
  });
  try {
    await sql.unsafe('SELECT 1');
  } catch (error) {
    await sql.end({ timeout: 0 });
    throw error;
  }
  const underway: Underway = { count: 0 };
  return {
    ...queryable(sql, underway),
    async transaction<T>(work: (tx: Session) => Promise<T>): Promise<T> {
      // BEGIN, then `work` on the one connection, COMMIT when it resolves, ROLLBACK and rethrow when it throws.
      return (await settled(
        sql.begin((tx) => work(queryable(tx))),
        underway,
      )) as T;
    },
    poolUse: () => ({
      size: poolSize,
      inUse: Math.min(underway.count, poolSize),
      waiting: Math.max(0, underway.count - poolSize),
    }),
    async close() {
      await sql.end();
    },
  };
}
