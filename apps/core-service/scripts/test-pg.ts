// Runs the test suite a second time against a real PostgreSQL server (issue 9: the same suite on PGlite and
// on PostgreSQL). It makes a throw-away cluster (pg-cluster.ts: initdb in a temporary folder, postgres on a
// free loopback port with its socket in /tmp), runs `vitest run` with DATABASE_URL, then stops and removes it.
// With DATABASE_URL already set, it uses that server instead. Without any postgres binary it says so and
// exits 0 (the PGlite run still covers the suite).
// Run: node scripts/test-pg.ts [vitest arguments]
import { spawn } from 'node:child_process';
import { startCluster } from './pg-cluster.ts';

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
