import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '@souscrire/vitest-config/free-port';
import { type Cluster, startCluster } from '@souscrire/vitest-config/pg-cluster';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyRelease, runScript, startRelease, stopRelease, waitForUrl } from './release-run.ts';

// The restore drill of docs/operations.md ("Backups and restore", PostgreSQL), run from the bundle in production
// mode: data made through the API is dumped with pg_dump, the database is dropped and made again empty, the dump
// is restored with pg_restore, and the core started again answers the same data for the same production token.
let cluster: Cluster | undefined;
let release: string;
let dumps: string;
beforeAll(async () => {
  cluster = await startCluster();
  release = await copyRelease('souscrire-restore-');
  dumps = await mkdtemp(join(tmpdir(), 'souscrire-dumps-'));
});
afterAll(async () => {
  cluster?.stop();
  await rm(dirname(release), { recursive: true, force: true });
  await rm(dumps, { recursive: true, force: true });
});

test('a pg_dump of the production database, restored into a wiped one, serves the same prospect again', async (context) => {
  // CI installs PostgreSQL (.ci/run); a machine without it has nothing to drill on.
  if (cluster === undefined) return context.skip('no PostgreSQL binaries (initdb, pg_ctl) on this machine');
  const server = new URL(cluster.url);
  const admin = ['-h', server.hostname, '-p', server.port, '-U', 'postgres'];
  // The client tools beside the server's, else the PATH's (Debian's wrappers in /usr/bin).
  const tool = (name: string, args: string[]) => {
    const beside = join(cluster?.binDir ?? '', name);
    execFileSync(existsSync(beside) ? beside : name, [...admin, ...args], { stdio: 'pipe' });
  };
  tool('createdb', ['souscrire']);
  const databaseUrl = `postgres://postgres@${server.host}/souscrire`;
  const port = await freePort();
  const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, CORE_PORT: String(port) };
  const core = `http://127.0.0.1:${port}`;

  expect((await runScript(release, 'souscrire-core.mjs', ['migrate'], env)).code).toBe(0);
  const made = await runScript(release, 'souscrire-core.mjs', ['tokens', 'create', '--tenant', 'maif'], env);
  const token = made.stdout.trim();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  let started = startRelease(release, ['core'], env);
  await waitForUrl(`${core}/internal/health`);
  const created = await fetch(`${core}/v2/prospects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tags: ['subscription-v2'], enrich: true }),
  });
  expect(created.status).toBe(201);
  const { data: prospect } = (await created.json()) as { data: { id: string; platform: string } };
  expect(prospect.platform).toBe('maif');

  const dump = join(dumps, 'souscrire.dump');
  tool('pg_dump', ['--format=custom', `--file=${dump}`, 'souscrire']);
  expect(await stopRelease(started.child)).toBe(0);

  tool('dropdb', ['souscrire']);
  tool('createdb', ['souscrire']);
  const wiped = await runScript(release, 'souscrire-core.mjs', ['migrate', '--status'], env);
  expect(wiped.stdout).toMatch(/^pending\s+0001-initial/m);
  tool('pg_restore', ['--no-owner', '--dbname=souscrire', dump]);
  const restored = await runScript(release, 'souscrire-core.mjs', ['migrate', '--status'], env);
  expect(restored.stdout).toContain('Every migration is applied.');

  started = startRelease(release, ['core'], env);
  await waitForUrl(`${core}/internal/health`);
  const again = await fetch(`${core}/v2/prospects/${prospect.id}`, { headers });
  expect(again.status).toBe(200);
  expect(((await again.json()) as { data: { id: string } }).data.id).toBe(prospect.id);
  expect(await stopRelease(started.child)).toBe(0);
});
