// The figures of `pnpm bench` (scripts/bench.ts) and their report: the table of every call on each engine,
// and the goals each engine meets or not.

/** One call's figures: requests per second, p50 and p99 latency (ms), and failed requests. */
export type Figures = { rps: number; p50: number; p99: number; failed: number };

/** The name of the service's route without a database, measured against the bare Hono route. */
export const ROOT_CALL = 'GET / (service, no database: 302)';
/** The prospect read's name (bench-calls.ts), whose SQL pgbench replays. */
const PROSPECT_READ_NAME = 'GET prospect?include=agentCosmeticData,form_subscription,step';

/**
 * One engine's run: its figures per call, its memory after each round, what its starts took and, on
 * PostgreSQL, pgbench's throughput on the prospect read's SQL.
 */
export type EngineRun = {
  engine: 'PGlite' | 'PostgreSQL';
  figures: Map<string, Figures>;
  rssAfterRounds: number[];
  rssAtStart: number;
  notes: string[];
  healthyOnExisting?: number;
  pgbench?: { tps: number };
};

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** Prints the figures of every call, one column group per engine. */
export function printTable(runs: EngineRun[], health: (run: EngineRun) => number, ceiling: number): void {
  const names = [...(runs[0]?.figures.keys() ?? [])];
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const header = runs.map((run) => `${run.engine.padEnd(36)}`).join('');
  console.info(`${''.padEnd(width)}${header}`);
  console.info(
    `${'call'.padEnd(width)}${runs.map(() => `${pad('req/s', 7)}${pad('p50', 6)}${pad('p99', 6)}${pad('×ceil', 8)}${pad('×health', 9)}`).join('')}`,
  );
  for (const name of names) {
    const cells = runs.map((run) => {
      const figures = run.figures.get(name);
      if (figures === undefined) return ''.padEnd(36);
      const failed = figures.failed > 0 ? ` ${figures.failed} FAILED` : '';
      return `${pad(figures.rps, 7)}${pad(figures.p50, 6)}${pad(figures.p99, 6)}${pad((figures.rps / ceiling).toFixed(3), 8)}${pad((figures.rps / health(run)).toFixed(2), 9)}${failed}`;
    });
    console.info(`${name.padEnd(width)}${cells.join('')}`);
  }
}

type Goal = { text: string; met: boolean; seen: string };

/**
 * The goals, each met or not, with what was seen: `GET /` against the bare Hono route (`ceiling` req/s), the
 * reads and writes against /internal/health, the p99 of reads, memory, a restart, and the prospect read
 * against the database's own ceiling (pgbench).
 */
export function goals(run: EngineRun, connections: number, ceiling: number): Goal[] {
  const health = run.figures.get('GET /internal/health (SELECT 1)')?.rps ?? 0;
  const limit = run.engine === 'PostgreSQL' ? 40 : 80;
  const of = (kind: 'read' | 'write') =>
    [...run.figures.entries()].filter(([name]) =>
      (kind === 'read' ? /^GET (v2|prospect)/ : /^PUT /).test(name),
    );
  const reads = of('read');
  const writes = of('write');
  const worst = (entries: [string, Figures][], pick: (figures: Figures) => number, lowest: boolean) =>
    entries.reduce(
      (found, entry) =>
        (lowest ? pick(entry[1]) < pick(found[1]) : pick(entry[1]) > pick(found[1])) ? entry : found,
      entries[0] ?? ['none', { rps: 0, p50: 0, p99: 0, failed: 0 }],
    );
  const slowestRead = worst(reads, (figures) => figures.rps, true);
  const slowestWrite = worst(writes, (figures) => figures.rps, true);
  const worstP99 = worst(reads, (figures) => figures.p99, false);
  const [first = 0, last = 0] = [run.rssAfterRounds[0], run.rssAfterRounds.at(-1)];
  const root = run.figures.get(ROOT_CALL)?.rps ?? 0;
  const list: Goal[] = [
    {
      text: `${ROOT_CALL} ≥ 60% of the bare Hono route`,
      met: root >= ceiling * 0.6,
      seen: `${Math.round((root / ceiling) * 100)}% (${root} of ${ceiling} req/s)`,
    },
    {
      text: 'every journey read ≥ 50% of /internal/health',
      met: slowestRead[1].rps >= health * 0.5,
      seen: `lowest ${slowestRead[0]}: ${Math.round((slowestRead[1].rps / health) * 100)}%`,
    },
    {
      text: `every journey read p99 ≤ ${limit} ms at ${connections} connections`,
      met: worstP99[1].p99 <= limit,
      seen: `highest ${worstP99[0]}: ${worstP99[1].p99} ms`,
    },
    {
      text: 'every write ≥ 30% of /internal/health',
      met: slowestWrite[1].rps >= health * 0.3,
      seen: `lowest ${slowestWrite[0]}: ${Math.round((slowestWrite[1].rps / health) * 100)}%`,
    },
    {
      text: 'RSS after the bench ≤ 200 MB',
      met: last <= 200,
      seen: `${last} MB (at start ${run.rssAtStart} MB)`,
    },
  ];
  if (run.rssAfterRounds.length > 1) {
    list.push({
      text: 'RSS flat across rounds (≤ 10 MB growth)',
      met: last - first <= 10,
      seen: `after each round: ${run.rssAfterRounds.join(', ')} MB`,
    });
  }
  if (run.pgbench !== undefined) {
    const read = run.figures.get(PROSPECT_READ_NAME)?.rps ?? 0;
    list.push({
      text: "the prospect read ≥ 50% of pgbench's on its own SQL (the database's ceiling)",
      met: read >= run.pgbench.tps * 0.5,
      seen: `${Math.round((read / run.pgbench.tps) * 100)}% (${read} of ${run.pgbench.tps} calls/s)`,
    });
  }
  if (run.healthyOnExisting !== undefined) {
    list.push({
      text: 'healthy within 1.5 s of start on an existing PGlite folder',
      met: run.healthyOnExisting <= 1500,
      seen: `${run.healthyOnExisting} ms`,
    });
  }
  return list;
}
