// `pnpm load`: N journeys at once, each the whole API path a prospect takes (create with a company,
// product, workflow, criteria, contact, eligibility, question steps, offer, owners, contracts, documents,
// signature with the sandbox's SMS code, payment, finalize), through testing/journey.ts over HTTP. Prints the
// p50, p95 and max of each call and the errors; exits 1 on any error.
//
//   node scripts/load.ts [--journeys 200] [--instances 1] [--short]
//
// --instances 2 starts two services on one PostgreSQL (DATABASE_URL or a throw-away cluster) and sends each
// call to the other instance than the previous one: sessions, SMS codes and attempts, rate limits,
// idempotency keys and the outbox must live in the database for the journeys to succeed. One instance runs
// on PGlite unless DATABASE_URL is set. --short is CI's: 20 journeys.
//
// Rate limits: every journey comes from this one address, so the service runs with CORE_RATE_LIMIT_FACTOR=10
// (10,000 prospects an hour instead of 1,000): a few runs in an hour on one DATABASE_URL stay under it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '@souscrire/vitest-config/pg-cluster';
import { type CallTiming, type HttpCaller, httpCaller } from '../src/testing/http-caller.ts';
import { prospectWithSession, signPayFinalize } from '../src/testing/journey.ts';
import { type ServiceProcess, startServiceProcess } from './service-process.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    journeys: { type: 'string' },
    instances: { type: 'string', default: '1' },
  },
});
const journeys = Number(args.journeys ?? (args.short ? 20 : 200));
const instances = Number(args.instances);
const TOKEN = 'dev-token-plussimple';

/** The SMS code the sandbox sent to `phone`, read from the dev mailbox (the sandbox's delivery channel). */
async function smsCode(caller: HttpCaller, phone: string): Promise<string> {
  const page = await caller.call('GET', `/dev/mailbox?to=${encodeURIComponent(phone)}`, { token: TOKEN });
  const code = /<pre>[^<]*?(\d{6})/.exec(String(page.body))?.[1];
  if (code === undefined) throw new Error(`no SMS code for ${phone} in the dev mailbox`);
  return code;
}

async function journey(caller: HttpCaller, index: number): Promise<void> {
  const phone = `+336${String(10_000_000 + index).slice(-8)}`;
  // One visitor each: with one e-mail for all, a journey finalized first makes the e-mail a client's, and
  // the later ones are rightly told to log in at contracts (422).
  const ready = await prospectWithSession(caller, {
    token: TOKEN,
    phone,
    email: `load.${index}@example.com`,
  });
  const base = `/v2/prospects/${ready.id}`;
  // The screens' reads on the way: the workflow, the question steps and one of them, the offer.
  for (const path of [`${base}/steps`, `${base}/questions-steps`, `${base}/offer`]) {
    const read = await caller.call('GET', path, { token: TOKEN });
    if (read.status !== 200) throw new Error(`GET ${path}: ${read.status}`);
  }
  await signPayFinalize(caller, ready, () => smsCode(caller, phone));
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const postgres = instances > 1 || process.env.DATABASE_URL !== undefined;
const cluster =
  postgres && !process.env.DATABASE_URL ? await startCluster({ max_connections: '100' }) : undefined;
const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
if (postgres && databaseUrl === undefined) {
  console.info('load: SKIPPED, several instances need PostgreSQL (DATABASE_URL or installed binaries).');
  process.exit(0);
}
const folder = postgres ? undefined : mkdtempSync(join(tmpdir(), 'core-load-'));
const env = {
  ...(databaseUrl === undefined ? { CORE_DATA_DIR: folder ?? '' } : { DATABASE_URL: databaseUrl }),
  CORE_SANDBOX_PAGES: '1',
  CORE_RATE_LIMIT_FACTOR: '10',
};
const logs = mkdtempSync(join(tmpdir(), 'core-load-logs-'));
const services: ServiceProcess[] = [];
let errors: string[] = [];
try {
  // One after the other: the first applies the migrations and loads the data, the next finds them done.
  for (let index = 0; index < instances; index += 1) {
    services.push(await startServiceProcess(env, join(logs, `instance-${index}.log`)));
  }
  const timings: CallTiming[] = [];
  // Each call goes to the next instance: a journey's consecutive calls never meet the same process twice.
  const caller = httpCaller(
    services.map((service) => service.url),
    (timing) => timings.push(timing),
  );
  const [one] = loadavg().map((value) => value.toFixed(2));
  console.info(
    `load: ${journeys} journeys at once on ${instances} instance(s) of ${postgres ? 'PostgreSQL' : 'PGlite'}, ` +
      `calls alternating between them; ${cpus().length} cores, load average ${one}`,
  );
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: journeys }, (_, index) => journey(caller, index)),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  errors = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String(outcome.reason?.message ?? outcome.reason).slice(0, 300)] : [],
  );
  const byRoute = new Map<string, number[]>();
  for (const timing of timings) byRoute.set(timing.route, [...(byRoute.get(timing.route) ?? []), timing.ms]);
  const width = Math.max(...[...byRoute.keys()].map((route) => route.length)) + 2;
  console.info(
    `\n${'call'.padEnd(width)}${'count'.padStart(7)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`,
  );
  for (const [route, values] of byRoute) {
    const sorted = [...values].sort((a, b) => a - b);
    const cells = [0.5, 0.95, 1].map((share) => String(Math.round(percentile(sorted, share))).padStart(8));
    console.info(`${route.padEnd(width)}${String(values.length).padStart(7)}${cells.join('')}`);
  }
  const rss = services.map((service) => `${service.rssMb()} MB`).join(', ');
  console.info(
    `\n${journeys - errors.length}/${journeys} journeys finished in ${seconds} s, ${timings.length} calls, ` +
      `${errors.length} errors; RSS after: ${rss}; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  for (const error of errors.slice(0, 5)) console.info(`  error: ${error}`);
} finally {
  for (const service of services) await service.stop();
  // The services' own account of what failed (pino lines at level error and above).
  for (let index = 0; index < services.length; index += 1) {
    const lines = readFileSync(join(logs, `instance-${index}.log`), 'utf8').split('\n');
    for (const line of lines.filter((entry) => /"level":(50|60)/.test(entry)).slice(0, 3)) {
      console.info(`  instance ${index}: ${line.slice(0, 1500)}`);
    }
  }
  rmSync(logs, { recursive: true, force: true });
  cluster?.stop();
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
}
process.exit(errors.length > 0 ? 1 : 0);
