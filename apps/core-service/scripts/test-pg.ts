// Runs the test suite a second time against a real PostgreSQL server (issue 9: the same suite on PGlite and
// on PostgreSQL). It makes a throw-away cluster in a temporary folder (initdb), starts postgres on a free
// loopback port with its socket in /tmp, runs `vitest run` with DATABASE_URL, then stops and removes it.
// With DATABASE_URL already set, it uses that server instead. Without any postgres binary it says so and
// exits 0 (the PGlite run still covers the suite).
// Run: node scripts/test-pg.ts [vitest arguments]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinDir(): string | undefined {
  const candidates = ['/usr/local/bin', '/usr/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function runVitest(databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (process.env.DATABASE_URL) {
  console.info(`test:pg: running the suite on ${new URL(process.env.DATABASE_URL).host} (DATABASE_URL)`);
  process.exit(await runVitest(process.env.DATABASE_URL));
}

const binDir = findBinDir();
if (binDir === undefined) {
  console.info(
    'test:pg: SKIPPED, no PostgreSQL binaries (initdb, pg_ctl) found; install postgresql to run the suite on it.',
  );
  process.exit(0);
}

// PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user (created if missing).
// The system tools live in sbin, which a CI shell's PATH may leave out: look them up by full path.
const sbin = (tool: string) => ['/usr/sbin', '/sbin'].map((dir) => join(dir, tool)).find(existsSync) ?? tool;
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
const started = performance.now();
run(join(binDir, 'initdb'), [
  '-D',
  dataDir,
  '-U',
  'postgres',
  '--auth=trust',
  '--encoding=UTF8',
  '--locale=C.UTF-8',
]);
run(join(binDir, 'pg_ctl'), [
  '-D',
  dataDir,
  '-l',
  join(root, 'postgres.log'),
  '-o',
  `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
  '-w',
  'start',
]);
console.info(
  `test:pg: PostgreSQL (${binDir}) on 127.0.0.1:${port}, ready in ${Math.round(performance.now() - started)} ms`,
);
let status = 1;
try {
  status = await runVitest(`postgres://postgres@127.0.0.1:${port}/postgres`);
} finally {
  run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  rmSync(root, { recursive: true, force: true });
}
process.exit(status);
