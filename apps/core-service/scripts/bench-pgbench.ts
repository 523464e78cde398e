// The database's ceiling for one call of `pnpm bench` (scripts/bench.ts): the SQL the service runs for that call,
// recorded from the service's own code, replayed by PostgreSQL's `pgbench` at the concurrency of the service's
// pool. The call's throughput through the API over pgbench's is the share of the database's ceiling the service
// reaches; everything else is the service's own cost.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { openReferenceCache } from '../src/db/reference-data.ts';

/** One statement as the service sent it: its SQL and parameters. */
type Statement = { sql: string; params: readonly unknown[] };

/** pgbench's figures for one call's SQL. */
export type PgbenchFigures = { tps: number; clients: number; statements: number; script: string };

/**
 * The statements the service runs for `path` on the database at `url`, as a warm service runs them: the call
 * is made twice in process (the service's own app and handlers, on a database that records what it is sent)
 * and the second call's statements are answered (a first call fills what the service keeps in memory).
 */
async function recordedStatements(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<Statement[]> {
  const db = await openPostgresDatabase(url, 1);
  let recorded: Statement[] = [];
  const record = <T extends Pick<Database, 'query'>>(target: T): T => ({
    ...target,
    query: (sql: string, params: readonly unknown[] = []) => {
      recorded.push({ sql, params });
      return target.query(sql, params);
    },
  });
  const recording: Database = {
    ...record(db),
    transaction: (work) =>
      db.transaction((tx) => {
        recorded.push({ sql: 'BEGIN', params: [] });
        return work(record(tx)).finally(() => recorded.push({ sql: 'COMMIT', params: [] }));
      }),
  };
  try {
    const env = { ...process.env, DATABASE_URL: url, CORE_RATE_LIMITS: 'off' };
    const app = createApp({
      db: recording,
      reference: await openReferenceCache(db),
      env,
      logger: pino({ level: 'silent' }),
    });
    for (let call = 0; call < 2; call += 1) {
      recorded = [];
      const response = await app.request(path, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
    return recorded;
  } finally {
    await db.close();
  }
}

/**
 * The pgbench program: beside the cluster's initdb, else in Debian's PostgreSQL folders
 * (`/usr/lib/postgresql/<version>/bin`, newest first), whose `/usr/bin` wrappers leave pgbench out.
 */
export function findPgbench(binDir: string | undefined): string | undefined {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return [...(binDir === undefined ? [] : [binDir]), ...debian]
    .map((dir) => join(dir, 'pgbench'))
    .find((file) => existsSync(file));
}

/** A parameter as pgbench's `-D name=value` gives it: text, which PostgreSQL reads as the parameter's type. */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * Runs `path`'s SQL with pgbench (prepared statements, as postgres.js sends them) for `seconds` at `clients`
 * connections, its script and the service's parameters written to `outDir`, and answers its transactions
 * per second (one transaction: every statement of one call).
 */
export async function pgbenchCall(options: {
  pgbench: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  clients: number;
  seconds: number;
  outDir: string;
}): Promise<PgbenchFigures> {
  const statements = await recordedStatements(options.url, options.path, options.headers);
  const defines: string[] = [];
  const lines = statements.map((statement, index) => {
    const sql = statement.sql.replace(/\$(\d+)/g, (_, n: string) => `:p${index}_${n}`);
    statement.params.forEach((value, at) => {
      defines.push('-D', `p${index}_${at + 1}=${asText(value)}`);
    });
    return `${sql.replace(/\s+/g, ' ').trim()};`;
  });
  const script = join(options.outDir, 'prospect-read.pgbench.sql');
  writeFileSync(script, `${lines.join('\n')}\n`);
  const run = spawnSync(
    options.pgbench,
    [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${options.clients}`,
      `--jobs=${Math.min(options.clients, 2)}`,
      `--time=${options.seconds}`,
      `--file=${script}`,
      ...defines,
      options.url,
    ],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || tps === undefined) {
    throw new Error(`pgbench failed (${run.status ?? run.error}): ${run.stderr || run.stdout}`);
  }
  return { tps: Math.round(Number(tps)), clients: options.clients, statements: statements.length, script };
}
