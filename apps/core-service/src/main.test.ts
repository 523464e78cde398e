import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@souscrire/vitest-config/free-port';
import { makeTestCertificate, tlsGet } from '@souscrire/vitest-config/test-certificate';
import { afterAll, expect, test } from 'vitest';
import { openPgliteDatabase } from './db/pglite-database.ts';
import { createScratchDatabase } from './testing/scratch-database.ts';
import { seededPglite } from './testing/seeded-pglite.ts';

// The service as it really runs (node src/main.ts), stopped by signals while a request is under way.
const folder = await mkdtemp(join(tmpdir(), 'core-shutdown-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  // A child left running by a failed test is stopped by its own pid.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

/** Where the child keeps its data: a PGlite folder made from the suite's seeded copy, or a new PostgreSQL database. */
async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  rows: (id: string) => Promise<number>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = join(folder, `data-${randomBytes(4).toString('hex')}`);
    // Starting from the seeded copy spares the child the first load of the reference data.
    const loadDataDir = await seededPglite();
    const seeded = await openPgliteDatabase(dataDir, loadDataDir ? { loadDataDir } : {});
    await seeded.close();
    return {
      env: { CORE_DATA_DIR: dataDir, DATABASE_URL: '' },
      rows: async (id) => {
        const reopened = await openPgliteDatabase(dataDir);
        try {
          return (await reopened.query('SELECT 1 FROM prospects WHERE id = $1', [id])).length;
        } finally {
          await reopened.close();
        }
      },
    };
  }
  const scratch = await createScratchDatabase(url, 'core_shutdown');
  return {
    env: { DATABASE_URL: scratch.url },
    rows: async (id) => {
      try {
        return await scratch.withClient(
          async (sql) => (await sql`SELECT 1 FROM prospects WHERE id = ${id}`).length,
        );
      } finally {
        await scratch.drop();
      }
    },
  };
}

async function startChild(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, ...env, CORE_PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('core-service listening')) {
        clearInterval(check);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`the service exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, port, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST /v2/prospects whose body is sent in two halves: the request is in flight between them. */
function slowCreate(port: number) {
  const body = JSON.stringify({ tags: ['subscription-v2'], enrich: true, email: 'in-flight@example.com' });
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v2/prospects',
        headers: {
          authorization: 'Bearer dev-token-maif',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += String(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, half));
    finish = () => outgoing.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

test('SIGTERM twice during a request: the request completes, the service exits 0 once, the row is kept', async () => {
  const database = await prepareDatabase();
  const { child, port, output } = await startChild(database.env);
  const inFlight = slowCreate(port);
  await pause(300);
  child.kill('SIGTERM');
  await pause(200);
  child.kill('SIGTERM');
  await pause(300);
  // Still running: it waits for the request under way.
  expect(child.exitCode).toBeNull();
  inFlight.finish();
  const answer = await inFlight.answer;
  expect(answer.status, answer.body).toBe(201);
  const id = (JSON.parse(answer.body) as { data: { id: string } }).data.id;
  expect(await exited(child), output()).toBe(0);
  expect(output().match(/"msg":"shutting down"/g)).toHaveLength(1);
  expect(output().match(/"msg":"core-service stopped"/g)).toHaveLength(1);
  expect(output()).not.toMatch(/shutdown failed|"level":50/);
  expect(await database.rows(id)).toBe(1);
}, 120_000);

test('a request that never ends is cut at the deadline, and the database still closes cleanly', async () => {
  const database = await prepareDatabase();
  const { child, port, output } = await startChild({ ...database.env, CORE_SHUTDOWN_TIMEOUT_MS: '1000' });
  const stuck = slowCreate(port);
  stuck.answer.catch(() => {});
  await pause(200);
  const signalled = performance.now();
  child.kill('SIGINT');
  expect(await exited(child), output()).toBe(0);
  expect(performance.now() - signalled).toBeLessThan(5000);
  expect(output()).toContain('shutdown deadline passed');
  expect(output()).toContain('core-service stopped');
  // The folder (or server) opens again: nothing was left half-written.
  expect(await database.rows('00000000-0000-4000-8000-000000000000')).toBe(0);
}, 120_000);

test('a data folder it cannot use: one line names the folder and its variable, and the service exits 1', async () => {
  // /proc/nope: Node's recursive mkdir spun there forever, and the service hung at start without a word.
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      CORE_DATA_DIR: '/proc/nope',
      DATABASE_URL: '',
      CORE_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const code = await Promise.race([exited(child), pause(20_000).then(() => 'still running')]);
  expect(code, errors).toBe(1);
  expect(errors.trim().split('\n')).toEqual([expect.stringMatching(/\/proc\/nope \(CORE_DATA_DIR\)/)]);
}, 30_000);

test('a database that does not answer: one JSON fatal line with the error, and the service exits 1', async () => {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      // Nothing listens on a port just found free: the connection is refused at once.
      DATABASE_URL: `postgres://souscrire@127.0.0.1:${await freePort()}/souscrire`,
      CORE_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const code = await Promise.race([exited(child), pause(20_000).then(() => 'still running')]);
  expect(code, errors).toBe(1);
  const lines = errors.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] ?? '')).toMatchObject({
    level: 60,
    msg: 'core-service could not start',
    err: { message: expect.stringContaining('ECONNREFUSED') },
  });
}, 30_000);

test.each([
  ['CORE_PORT', 'abc', 'an integer from 0 to 65535'],
  ['CORE_TRUST_PROXY', 'x', 'an integer of 0 or more'],
  ['NODE_ENV', 'prod', 'one of development, test, production'],
])(
  '%s=%s: one line names the variable and what it expects, and the service exits 1',
  async (name, value, expects) => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, CORE_DATA_DIR: join(folder, 'never-opened'), DATABASE_URL: '', [name]: value },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    expect(await exited(child), errors).toBe(1);
    const lines = errors.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      variable: name,
      msg: `${name}='${value}' is not valid: expected ${expects}.`,
    });
  },
  30_000,
);

test('with TLS_CERT_FILE and TLS_KEY_FILE it answers over HTTPS, with HSTS', async () => {
  const tls = makeTestCertificate(await mkdtemp(join(folder, 'tls-')), [
    'souscrire.test',
    '*.souscrire.test',
  ]);
  const database = await prepareDatabase();
  const { child, port, output } = await startChild({
    ...database.env,
    TLS_CERT_FILE: tls.certFile,
    TLS_KEY_FILE: tls.keyFile,
  });
  expect(output()).toContain(`"url":"https://localhost:${port}"`);
  const answer = await tlsGet(`https://127.0.0.1:${port}/internal/live`, tls.cert, 'api.souscrire.test');
  expect(answer.status).toBe(200);
  expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  child.kill('SIGTERM');
  expect(await exited(child), output()).toBe(0);
}, 120_000);

test('a TLS key without its certificate: one line names the missing variable before the database opens', async () => {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      CORE_DATA_DIR: join(folder, 'never-opened'),
      DATABASE_URL: '',
      TLS_KEY_FILE: join(folder, 'key.pem'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  expect(await exited(child), errors).toBe(1);
  expect(
    errors
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line)),
  ).toEqual([
    expect.objectContaining({
      variable: 'TLS_CERT_FILE',
      msg: 'TLS_CERT_FILE is not set: expected a file path, set together with TLS_KEY_FILE.',
    }),
  ]);
  expect(existsSync(join(folder, 'never-opened'))).toBe(false);
}, 30_000);
