// Runs the test suite a second time against a real PostgreSQL server (the same suite on PGlite and
// on PostgreSQL). It makes a throw-away cluster (@souscrire/vitest-config/pg-cluster: initdb in a temporary folder, postgres on a
// free loopback port with its socket in /tmp), runs `vitest run` with DATABASE_URL, then stops and removes it.
// With DATABASE_URL already set, it uses that server instead. Without any postgres binary it says so and
// exits 0 (the PGlite run still covers the suite).
// Run: node scripts/test-pg.ts [vitest arguments] (from any folder, with or without pnpm)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startCluster } from '@souscrire/vitest-config/pg-cluster';

const SERVICE_DIR = new URL('..', import.meta.url).pathname;

/**
 * vitest's command-line entry, found from this package as Node resolves it: `pnpm test:pg` puts
 * node_modules/.bin on PATH, `node scripts/test-pg.ts` does not, so a bare `vitest` was found only under pnpm.
 */
function vitestEntry(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('vitest/package.json');
  const { bin } = require(manifest) as { bin: { vitest: string } };
  return join(dirname(manifest), bin.vitest);
}

function runVitest(databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    // Run by this Node, in this package (its vitest.config.ts), whatever the caller's folder.
    const child = spawn(process.execPath, [vitestEntry(), 'run', ...process.argv.slice(2)], {
      cwd: SERVICE_DIR,
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

const started = performance.now();
const cluster = await startCluster();
if (cluster === undefined) {
  console.info(
    'test:pg: SKIPPED, no PostgreSQL binaries (initdb, pg_ctl) found; install postgresql to run the suite on it.',
  );
  process.exit(0);
}
console.info(
  `test:pg: PostgreSQL (${cluster.binDir}) on ${new URL(cluster.url).host}, ready in ${Math.round(performance.now() - started)} ms`,
);
let status = 1;
try {
  status = await runVitest(cluster.url);
} finally {
  cluster.stop();
}
process.exit(status);
