// `pnpm bench` (issue 17): the core service's throughput and latency per journey call, side by side on PGlite
// and PostgreSQL, against two ceilings measured in the same run: a bare Hono route (the framework on this
// machine) and /internal/health (one `SELECT 1`). Not a timed test: it prints figures and whether each goal
// is met, and exits 0 (1 only when a call failed). Rate limits are turned off for the service under test
// (CORE_RATE_LIMITS=off): 6,000 searches from one address would otherwise answer 429 within seconds.
//
//   node scripts/bench.ts [--short] [--connections 50] [--duration 5] [--rounds 2]
//
// PostgreSQL: DATABASE_URL when set (its database is used as is), otherwise a throw-away local cluster
// (pg-cluster.ts), otherwise left out. PGlite: a fresh data folder, started once to seed it, then restarted
// on it (the restart is the "healthy within 1.5 s on an existing folder" figure).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { httpCaller } from '../src/testing/http-caller.ts';
import { CONTACT, prospectAtOffer } from '../src/testing/journey.ts';
import { startCluster } from './pg-cluster.ts';
import { nextFreePort, type ServiceProcess, startServiceProcess } from './service-process.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration ?? (args.short ? 1 : 5));
const rounds = Number(args.rounds ?? (args.short ? 1 : 2));
/** Prospects the journey calls spread over (one visitor each, as in life: no 50-way row contention). */
const PROSPECTS = args.short ? 10 : 50;
const TOKEN = 'dev-token-plussimple';

type Figures = { rps: number; p50: number; p99: number; failed: number };
type Call = {
  name: string;
  kind: 'ceiling' | 'health' | 'read' | 'write';
  method: 'GET' | 'PUT';
  /** The path for the i-th request (prospect ids rotate). */
  path: (ids: string[], index: number) => string;
  body?: unknown;
};

const at = (ids: string[], index: number) => ids[index % ids.length];

function journeyCalls(firstStep: string): Call[] {
  return [
    { name: 'GET v2/products', kind: 'read', method: 'GET', path: () => '/v2/products' },
    {
      name: 'GET prospect?include=agentCosmeticData,form_subscription,step',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}?include=agentCosmeticData,form_subscription,step`,
    },
    {
      name: 'GET prospect/steps',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/steps`,
    },
    {
      name: 'GET prospect/questions-steps',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/questions-steps`,
    },
    {
      name: 'GET prospect/criterias',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/criterias`,
    },
    {
      name: 'GET prospect/offer',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/offer`,
    },
    { name: 'GET v2/cities?query=lyo', kind: 'read', method: 'GET', path: () => '/v2/cities?query=lyo' },
    {
      name: 'PUT prospect (contact)',
      kind: 'write',
      method: 'PUT',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}`,
      body: CONTACT,
    },
    {
      name: 'PUT prospect/criterias?include=step',
      kind: 'write',
      method: 'PUT',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/criterias?include=step`,
      body: { criterias: { headcount: 4, revenue: 300000, sanctioned_country_exposure: false } },
    },
    {
      name: `PUT prospect/steps (${firstStep})`,
      kind: 'write',
      method: 'PUT',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/steps`,
      body: { current_step: firstStep, current_sub_step: null },
    },
  ];
}

async function hammer(url: string, call: Call, ids: string[]): Promise<Figures> {
  let index = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    requests: [
      {
        method: call.method,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        setupRequest: (request) => ({ ...request, path: call.path(ids, index++) }),
      },
    ],
  });
  const expected = call.kind === 'ceiling' ? 0 : result.non2xx;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: expected + result.errors + result.timeouts,
  };
}

/** A bare Hono app in its own process: the framework's ceiling on this machine, no middleware, no database. */
async function bareHono(): Promise<{ url: string; stop: () => void }> {
  const port = await nextFreePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
       const app = new Hono(); app.get('/', (c) => c.json({ status: 'ok' }));
       serve({ fetch: app.fetch, port: ${port} }, () => console.log('ready'));`,
    ],
    { cwd: new URL('..', import.meta.url).pathname, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

type EngineRun = {
  engine: 'PGlite' | 'PostgreSQL';
  figures: Map<string, Figures>;
  rssAfterRounds: number[];
  rssAtStart: number;
  notes: string[];
  healthyOnExisting?: number;
};

async function seedJourneys(service: ServiceProcess): Promise<{ ids: string[]; firstStep: string }> {
  const caller = httpCaller(service.url);
  const ids: string[] = [];
  for (let batch = 0; batch < PROSPECTS; batch += 10) {
    const made = await Promise.all(
      Array.from({ length: Math.min(10, PROSPECTS - batch) }, () =>
        prospectAtOffer(caller, { token: TOKEN }),
      ),
    );
    ids.push(...made.map((prospect) => prospect.id));
  }
  const steps = await caller.call('GET', `/v2/prospects/${ids[0]}/steps`, { token: TOKEN });
  const firstStep: string =
    steps.body.data.steps.find((step: { can_go_to: boolean }) => step.can_go_to)?.slug ?? 'activity';
  return { ids, firstStep };
}

async function benchEngine(
  engine: EngineRun['engine'],
  env: Record<string, string>,
  ceiling: Figures,
): Promise<EngineRun> {
  const run: EngineRun = { engine, figures: new Map(), rssAfterRounds: [], rssAtStart: 0, notes: [] };
  const serviceEnv = { ...env, CORE_RATE_LIMITS: 'off' };
  let service = await startServiceProcess(serviceEnv);
  run.notes.push(`first start: healthy after ${service.healthyAfterMs} ms, RSS ${service.rssMb()} MB`);
  if (engine === 'PGlite') {
    // The same folder again: what a restart costs once the data is there.
    await service.stop();
    service = await startServiceProcess(serviceEnv);
    run.healthyOnExisting = service.healthyAfterMs;
    run.notes.push(`restart on the existing folder: healthy after ${service.healthyAfterMs} ms`);
  }
  run.rssAtStart = service.rssMb();
  try {
    const { ids, firstStep } = await seedJourneys(service);
    const calls: Call[] = [
      { name: 'GET / (service, no database: 302)', kind: 'ceiling', method: 'GET', path: () => '/' },
      {
        name: 'GET /internal/health (SELECT 1)',
        kind: 'health',
        method: 'GET',
        path: () => '/internal/health',
      },
      ...journeyCalls(firstStep),
    ];
    run.figures.set('bare Hono route (framework ceiling)', ceiling);
    for (let round = 1; round <= rounds; round += 1) {
      for (const call of calls) {
        const figures = await hammer(service.url, call, ids);
        // Later rounds are for memory: the figures kept are the first round's (the service warmed by seeding).
        if (round === 1) run.figures.set(call.name, figures);
        else if (figures.failed > 0) run.figures.set(call.name, figures);
      }
      run.rssAfterRounds.push(service.rssMb());
    }
  } finally {
    await service.stop();
  }
  return run;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printTable(runs: EngineRun[], health: (run: EngineRun) => number, ceiling: number): void {
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

function goals(run: EngineRun): Goal[] {
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
  const list: Goal[] = [
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
      text: 'every write ≥ 25% of /internal/health',
      met: slowestWrite[1].rps >= health * 0.25,
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
  if (run.healthyOnExisting !== undefined) {
    list.push({
      text: 'healthy within 1.5 s of start on an existing PGlite folder',
      met: run.healthyOnExisting <= 1500,
      seen: `${run.healthyOnExisting} ms`,
    });
  }
  return list;
}

const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
console.info(
  `core-service bench: ${connections} connections, ${duration} s per call, ${rounds} round(s); ` +
    `${cpus().length} cores, load average ${one} ${five} ${fifteen} at start`,
);
const hono = await bareHono();
const ceiling = await hammer(hono.url, { name: 'bare', kind: 'ceiling', method: 'GET', path: () => '/' }, []);
hono.stop();

const runs: EngineRun[] = [];
const folder = mkdtempSync(join(tmpdir(), 'core-bench-'));
try {
  runs.push(await benchEngine('PGlite', { CORE_DATA_DIR: folder }, ceiling));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const cluster = process.env.DATABASE_URL ? undefined : await startCluster({ max_connections: '100' });
const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
try {
  if (databaseUrl === undefined)
    console.info('PostgreSQL: left out (no DATABASE_URL, no PostgreSQL binaries).');
  else runs.push(await benchEngine('PostgreSQL', { DATABASE_URL: databaseUrl }, ceiling));
} finally {
  cluster?.stop();
}

console.info('');
const healthOf = (run: EngineRun) => run.figures.get('GET /internal/health (SELECT 1)')?.rps ?? 1;
printTable(runs, healthOf, ceiling.rps);
console.info(
  '(req/s averaged; p50 and p99 in ms; ×ceil: share of the bare Hono route; ×health: of /internal/health)',
);
let failed = false;
for (const run of runs) {
  console.info(`\n${run.engine}: ${run.notes.join('; ')}`);
  for (const goal of goals(run))
    console.info(`  ${goal.met ? 'MET    ' : 'NOT MET'}  ${goal.text}: ${goal.seen}`);
  failed ||= [...run.figures.values()].some((figures) => figures.failed > 0);
}
const [after] = loadavg().map((value) => value.toFixed(2));
console.info(`\nload average at the end: ${after}${failed ? '\nSOME CALLS FAILED (non-2xx or errors)' : ''}`);
process.exit(failed ? 1 : 0);
