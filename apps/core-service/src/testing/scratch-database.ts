import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A database made for one test file or child process on a PostgreSQL server, and how to remove it. */
export type ScratchDatabase = {
  /** Its name, `<prefix>_<random>`. */
  name: string;
  /** Its address: the server's, with its own database name. */
  url: string;
  /** Runs `work` on a one-connection client of it, closed afterwards. */
  withClient<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T>;
  /** Drops it, once the sessions still closing on it have ended (forced past a second). */
  drop(): Promise<void>;
};

/** A one-connection client, quiet about NOTICEs (`DROP DATABASE IF EXISTS` answers one). */
function client(url: string): postgres.Sql {
  return postgres(url, { max: 1, onnotice: () => {} });
}

async function using<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = client(url);
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

/**
 * Creates a database named `<prefix>_<random>` on the server of `serverUrl`, so that test files (and the
 * service processes they start) may run in parallel on one server: empty, or a copy of the database `template`
 * (PostgreSQL copies its files, which no session may have open meanwhile).
 *
 * @example
 * const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'core_test');
 * const db = await openPostgresDatabase(scratch.url);
 * // …
 * await db.close();
 * await scratch.drop();
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await using(serverUrl, (sql) =>
    sql.unsafe(
      template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
    ),
  );
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  return {
    name,
    url,
    withClient: (work) => using(url, work),
    drop: () =>
      using(serverUrl, async (sql) => {
        // A pool's connections may still be closing: wait for them rather than kill them (a killed one reports
        // an error to a client that is ending), and force only if they linger.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const sessions = await sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`;
          if (sessions[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
