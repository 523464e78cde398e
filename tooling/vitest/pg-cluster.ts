// A throw-away PostgreSQL cluster for the scripts and tests that need a server (the core's test-pg.ts, bench.ts
// and load.ts, the production rehearsal of the journey): initdb in a temporary folder, postgres on a free
// loopback port with its socket in /tmp, removed when stopped. As root, the cluster belongs to the postgres user
// (created if missing), since PostgreSQL refuses to run as root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** A running cluster: its connection string (database `postgres`), and how to stop and remove it. */
export type Cluster = { url: string; binDir: string; stop(): void };

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function findBinDir(): string | undefined {
  const candidates = ['/usr/local/bin', '/usr/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/**
 * Makes and starts a throw-away cluster (fsync off: its data is thrown away), or answers undefined when no
 * PostgreSQL binaries are installed. `settings` are extra `-c name=value` server settings.
 */
export async function startCluster(settings: Record<string, string> = {}): Promise<Cluster | undefined> {
  const binDir = findBinDir();
  if (binDir === undefined) return undefined;
  // The system tools live in sbin, which a CI shell's PATH may leave out: look them up by full path.
  const sbin = (tool: string) =>
    ['/usr/sbin', '/sbin'].map((dir) => join(dir, tool)).find(existsSync) ?? tool;
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    spawnSync(sbin('useradd'), ['--system', '--no-create-home', 'postgres'], { stdio: 'inherit' });
  }
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? [sbin('runuser'), ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    const result = spawnSync(file, fileArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`${command} failed with status ${result.status}`);
  };
  const root = mkdtempSync(join(tmpdir(), 'core-pg-'));
  const dataDir = join(root, 'data');
  if (asRoot) spawnSync('chown', ['postgres', root]);
  const port = await freePort();
  run(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const extra = Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  run(join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(root, 'postgres.log'),
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off${extra}`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    binDir,
    stop() {
      run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
