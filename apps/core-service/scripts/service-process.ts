// The core service as a child process (`node src/main.ts`), for `pnpm bench` and `pnpm load`: started on a
// port of engineer A's range (4700-4799) unless CORE_BENCH_PORT says otherwise, timed until healthy, its
// resident memory read from /proc, stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A running service process. */
export type ServiceProcess = {
  url: string;
  pid: number;
  /** Milliseconds from spawn until /internal/health answered 200. */
  healthyAfterMs: number;
  /** The process's resident memory in MB (VmRSS). */
  rssMb(): number;
  stop(): Promise<void>;
};

const SERVICE_DIR = new URL('..', import.meta.url).pathname;

/**
 * The memory settings the service runs with, as `pnpm start` (package.json) passes them (docs/scaling.md,
 * "Memory per instance"): a young generation of at most 2 × 8 MB and an old generation of at most 128 MB, and
 * glibc's malloc with fixed thresholds, so that a freed buffer of 128 KB or more goes back to the system
 * rather than staying in the process's heap.
 */
const V8_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128'];
const MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const FIRST_PORT = Number(process.env.CORE_BENCH_PORT ?? 4700);
let nextPort = FIRST_PORT;

/** The next free port of the hundred from CORE_BENCH_PORT (4700) on. */
export async function nextFreePort(): Promise<number> {
  for (; nextPort < FIRST_PORT + 100; nextPort += 1) {
    if (await portIsFree(nextPort)) return nextPort++;
  }
  throw new Error(`no free port in ${FIRST_PORT}-${FIRST_PORT + 99}`);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Starts `node src/main.ts` with `env` (added to this process's) and `nodeFlags` (`--cpu-prof`), waits until it is healthy (at most 120 s:
 * a first start on an empty folder loads the reference data) and answers it. Its log lines go to `logFile`,
 * or nowhere (as a log shipper would take them: they still cost their serialisation).
 */
export async function startServiceProcess(
  env: Record<string, string>,
  logFile?: string,
  nodeFlags: readonly string[] = [],
): Promise<ServiceProcess> {
  const port = await nextFreePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...V8_FLAGS, ...nodeFlags, 'src/main.ts'], {
    cwd: SERVICE_DIR,
    env: { ...process.env, ...MALLOC, LOG_LEVEL: 'info', ...env, CORE_PORT: String(port) },
    stdio: ['ignore', logFile === undefined ? 'ignore' : openSync(logFile, 'a'), 'inherit'],
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const url = `http://127.0.0.1:${port}`;
  let healthyAfterMs = -1;
  while (healthyAfterMs < 0) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('the service was not healthy within 120 s');
    try {
      if ((await fetch(`${url}/internal/health`)).ok)
        healthyAfterMs = Math.round(performance.now() - started);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    healthyAfterMs,
    rssMb: () => rssOf(pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
