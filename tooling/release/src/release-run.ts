import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Cluster } from '@souscrire/vitest-config/pg-cluster';

/** The bundle `pnpm bundle` writes. */
export const RELEASE_DIR = fileURLToPath(new URL('../../../dist/release/', import.meta.url));

/**
 * The environment of a process run from the bundle: only what it is given, with node alone on the PATH (no
 * pnpm, no workspace tool), so that the bundle is shown to need nothing else.
 */
export function bareEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: tmpdir(), ...env };
}

/** A copy of the bundle in a new temporary folder, away from the workspace and its node_modules. */
export async function copyRelease(prefix: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  const copy = join(folder, 'release');
  await cp(RELEASE_DIR, copy, { recursive: true, verbatimSymlinks: true });
  return copy;
}

/** Runs one of the bundle's scripts, `node <script> ...args`, to its end; answers its exit code and output. */
export async function runScript(
  release: string,
  script: 'souscrire-core.mjs' | 'healthcheck.mjs',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [script, ...args], {
      cwd: release,
      env: bareEnv(env),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Starts `node start.mjs ...parts` in a bundle; its output is kept for a failing test's message. */
export function startRelease(
  release: string,
  parts: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  const child = spawn('node', ['start.mjs', ...parts], { cwd: release, env: bareEnv(env) });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

/**
 * Waits until the bundle's health check (`node healthcheck.mjs ...parts`, over HTTPS when `env` names a
 * certificate) finds every part up, 60 s at most; `output` (a started bundle's) goes into the error.
 */
export async function waitForHealth(
  release: string,
  parts: string[],
  env: Record<string, string>,
  output: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = await runScript(release, 'healthcheck.mjs', parts, env);
  while (last.code !== 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await runScript(release, 'healthcheck.mjs', parts, env);
  }
  if (last.code !== 0)
    throw new Error(`${parts.join(', ')} not healthy within 60 s: ${last.stderr}\n${output()}`);
}

/**
 * Runs one of PostgreSQL's client tools (`createdb`, `pg_dump`, `pg_restore`, `psql`...) on a throw-away
 * cluster as its administrator, the one beside the server's binaries, else the PATH's (Debian's wrappers in
 * /usr/bin); answers its standard output.
 *
 * @example
 * pgTool(cluster, 'pg_dump', ['--format=custom', `--file=${dump}`, 'souscrire']);
 */
export function pgTool(cluster: Cluster, name: string, args: string[]): string {
  const server = new URL(cluster.url);
  const beside = join(cluster.binDir, name);
  return execFileSync(
    existsSync(beside) ? beside : name,
    ['-h', server.hostname, '-p', server.port, '-U', 'postgres', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
}

/** Waits until `url` answers 2xx (60 s at most). */
export async function waitForUrl(url: string, init: RequestInit = {}): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Stops a started bundle with SIGTERM and answers its exit code. */
export function stopRelease(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}
