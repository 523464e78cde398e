import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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
