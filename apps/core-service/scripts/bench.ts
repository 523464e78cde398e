// `pnpm bench`: the core service's throughput and latency per journey call, side by side on PGlite
// and PostgreSQL, against two ceilings measured in the same run: a bare Hono route (the framework on this
// machine) and /internal/health (one `SELECT 1`). Not a timed test: it prints figures and whether each goal
// is met, and exits 0 (1 only when a call failed). Rate limits are turned off for the service under test
// (CORE_RATE_LIMITS=off): 6,000 searches from one address would otherwise answer 429 within seconds.
//
//   node scripts/bench.ts [--short] [--connections 50] [--duration 5] [--rounds 2] [--engine pglite|postgres]
//
//   node scripts/bench.ts ... [--out .data/bench]
//
// PostgreSQL: DATABASE_URL when set (its database is used as is), otherwise a throw-away local cluster
// (@souscrire/vitest-config/pg-cluster), otherwise left out. PGlite: a fresh data folder, started once to seed
// it, then restarted on it (the restart is the "healthy within 1.5 s on an existing folder" figure).
//
// In the output folder (`--out`, `.data/bench` at the repository's root by default): the CPU profile of the
// service answering `GET /` (`get-root.cpuprofile`, V8's `--cpu-prof`: open it in Chrome's DevTools), whose
// functions and modules with the most self time are printed; and, on PostgreSQL, the prospect read's own SQL
// as a pgbench script (bench-pgbench.ts), run by `pgbench` in the same run: the database's ceiling for that call.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findBinDir, startCluster } from '@souscrire/vitest-config/pg-cluster';
import autocannon from 'autocannon';
import { DEFAULT_POOL_SIZE } from '../src/db/postgres-database.ts';
import { httpCaller } from '../src/testing/http-caller.ts';
import { prospectAtOffer } from '../src/testing/journey.ts';
import { type Call, journeyCalls, PROSPECT_READ } from './bench-calls.ts';
import { findPgbench, pgbenchCall } from './bench-pgbench.ts';
import { selfTimes } from './bench-profile.ts';
import { type EngineRun, type Figures, goals, printTable, ROOT_CALL } from './bench-report.ts';
import { nextFreePort, type ServiceProcess, startServiceProcess } from './service-process.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    // One engine only (both by default).
    engine: { type: 'string' },
    out: { type: 'string', default: new URL('../../../.data/bench', import.meta.url).pathname },
  },
});
const outDir = resolve(args.out);
mkdirSync(outDir, { recursive: true });
const connections = Number(args.connections);
const duration = Number(args.duration ?? (args.short ? 1 : 5));
const rounds = Number(args.rounds ?? (args.short ? 1 : 2));
/** Prospects the journey calls spread over (one visitor each, as in life: no 50-way row contention). */
const PROSPECTS = args.short ? 10 : 50;
const TOKEN = 'dev-token-plussimple';
/** The functions and modules of the profile printed. */
const PROFILE_TOP = 12;
/** The monotonic clock in microseconds, as V8's profile timestamps count. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Hammers one call; `proofs[i]` is the proof of `ids[i]`, sent with each call on that prospect as the journey
 * sends it (every call on a prospect needs it).
 */
async function hammer(url: string, call: Call, ids: string[], proofs: string[]): Promise<Figures> {
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
        setupRequest: (request) => {
          const at = index++;
          const proof = proofs[at % proofs.length] ?? '';
          return {
            ...request,
            path: call.path(ids, at),
            headers: { ...request.headers, 'x-prospect-proof': proof },
          };
        },
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
async function seedJourneys(
  service: ServiceProcess,
): Promise<{ ids: string[]; proofs: string[]; firstStep: string }> {
  const caller = httpCaller(service.url);
  const ids: string[] = [];
  const proofs: string[] = [];
  for (let batch = 0; batch < PROSPECTS; batch += 10) {
    const made = await Promise.all(
      Array.from({ length: Math.min(10, PROSPECTS - batch) }, () =>
        prospectAtOffer(caller, { token: TOKEN }),
      ),
    );
    ids.push(...made.map((prospect) => prospect.id));
    proofs.push(...made.map((prospect) => prospect.proof));
  }
  const steps = await caller.call('GET', `/v2/prospects/${ids[0]}/steps`, { token: TOKEN });
  const firstStep: string =
    steps.body.data.steps.find((step: { can_go_to: boolean }) => step.can_go_to)?.slug ?? 'activity';
  return { ids, proofs, firstStep };
}

/**
 * Profiles the service answering `GET /` (no database) with V8's `--cpu-prof` for the call's duration, and
 * prints where the time went, beyond the bare Hono route's own work: the functions and modules with the most
 * self time while it was hammered (the start and stop left out).
 */
async function profileRoot(env: Record<string, string>): Promise<void> {
  const file = 'get-root.cpuprofile';
  const service = await startServiceProcess(env, undefined, [
    '--cpu-prof',
    `--cpu-prof-dir=${outDir}`,
    `--cpu-prof-name=${file}`,
  ]);
  const root: Call = { name: ROOT_CALL, kind: 'ceiling', method: 'GET', path: () => '/' };
  let window = { from: 0, to: 0 };
  try {
    // Warmed first, as the measured figures are (the JIT has compiled the route), and once the work a start
    // leaves for after its first answer is done (the cities a search answers from are read by then).
    await hammer(service.url, root, [], []);
    await fetch(`${service.url}/v2/cities?query=lyo`, { headers: { authorization: `Bearer ${TOKEN}` } });
    await hammer(service.url, root, [], []);
    window = { from: nowUs(), to: 0 };
    const figures = await hammer(service.url, root, [], []);
    window.to = nowUs();
    console.info(
      `\nCPU profile of ${ROOT_CALL} (${figures.rps} req/s under --cpu-prof): ${join(outDir, file)}`,
    );
  } finally {
    await service.stop();
  }
  const { functions, modules } = selfTimes(join(outDir, file), window, PROFILE_TOP);
  const line = (entry: { name: string; share: number }) =>
    console.info(`  ${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.name}`);
  console.info('self time by module (idle: waiting for the network):');
  modules.forEach(line);
  console.info('self time by function:');
  functions.forEach(line);
}

/** The PostgreSQL server a run replays the prospect read's SQL on, and the pgbench program. */
type Pgbench = { url: string; pgbench: string };

async function benchEngine(
  engine: EngineRun['engine'],
  env: Record<string, string>,
  ceiling: Figures,
  pgbench?: Pgbench,
): Promise<EngineRun> {
  const run: EngineRun = { engine, figures: new Map(), rssAfterRounds: [], rssAtStart: 0, notes: [] };
  // Started as `pnpm start` runs it, with its V8 heap limits (service-process.ts).
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
  let read: { path: string; proof: string } | undefined;
  try {
    const { ids, proofs, firstStep } = await seedJourneys(service);
    read = { path: PROSPECT_READ.path(ids, 0), proof: proofs[0] ?? '' };
    const calls: Call[] = [
      { name: ROOT_CALL, kind: 'ceiling', method: 'GET', path: () => '/' },
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
        const figures = await hammer(service.url, call, ids, proofs);
        // Later rounds are for memory: the figures kept are the first's (the service warmed by seeding).
        if (round === 1) run.figures.set(call.name, figures);
        else if (figures.failed > 0) run.figures.set(call.name, figures);
      }
      run.rssAfterRounds.push(service.rssMb());
      console.info(`${engine}: round ${round} of ${rounds} done, RSS ${run.rssAfterRounds.at(-1)} MB`);
    }
  } finally {
    await service.stop();
  }
  if (pgbench !== undefined && read !== undefined) {
    // With the service stopped: pgbench has the machine the service had.
    const figures = await pgbenchCall({
      ...pgbench,
      path: read.path,
      headers: { authorization: `Bearer ${TOKEN}`, 'x-prospect-proof': read.proof },
      clients: Number(env.CORE_DB_POOL_SIZE ?? DEFAULT_POOL_SIZE),
      seconds: duration,
      outDir,
    });
    run.pgbench = figures;
    run.notes.push(
      `pgbench on the prospect read's SQL (${figures.statements} statement(s), ${figures.clients} ` +
        `connections as the service's pool): ${figures.tps} calls/s, script ${figures.script}`,
    );
  }
  return run;
}

const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
console.info(
  `core-service bench: ${connections} connections, ${duration} s per call, ${rounds} round(s); ` +
    `${cpus().length} cores, load average ${one} ${five} ${fifteen} at start`,
);
const hono = await bareHono();
const ceiling = await hammer(
  hono.url,
  { name: 'bare', kind: 'ceiling', method: 'GET', path: () => '/' },
  [],
  [],
);
hono.stop();

const runs: EngineRun[] = [];
if (args.engine !== 'postgres') {
  const folder = mkdtempSync(join(tmpdir(), 'core-bench-'));
  try {
    runs.push(await benchEngine('PGlite', { CORE_DATA_DIR: folder }, ceiling));
    await profileRoot({ CORE_DATA_DIR: folder, CORE_RATE_LIMITS: 'off' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const cluster =
  args.engine === 'pglite' || process.env.DATABASE_URL
    ? undefined
    : await startCluster({ max_connections: '100' });
const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
const pgbenchProgram = findPgbench(cluster?.binDir ?? findBinDir());
try {
  if (args.engine === 'pglite') console.info('PostgreSQL: left out (--engine pglite).');
  else if (databaseUrl === undefined)
    console.info('PostgreSQL: left out (no DATABASE_URL, no PostgreSQL binaries).');
  else {
    const pgbench = pgbenchProgram === undefined ? undefined : { url: databaseUrl, pgbench: pgbenchProgram };
    if (pgbench === undefined) console.info('pgbench: left out (no PostgreSQL binaries).');
    runs.push(await benchEngine('PostgreSQL', { DATABASE_URL: databaseUrl }, ceiling, pgbench));
  }
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
  for (const goal of goals(run, connections, ceiling.rps))
    console.info(`  ${goal.met ? 'MET    ' : 'NOT MET'}  ${goal.text}: ${goal.seen}`);
  failed ||= [...run.figures.values()].some((figures) => figures.failed > 0);
}
const [after] = loadavg().map((value) => value.toFixed(2));
console.info(`\nload average at the end: ${after}${failed ? '\nSOME CALLS FAILED (non-2xx or errors)' : ''}`);
process.exit(failed ? 1 : 0);
