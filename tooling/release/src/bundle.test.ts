import { rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { freePort } from '@souscrire/vitest-config/free-port';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyRelease, runScript, startRelease, stopRelease, waitForUrl } from './release-run.ts';

// The bundle as an operator runs it: copied out of the workspace, with node alone, in production mode, on its
// default PGlite folder, with a production token made by its own tool.
let release: string;
let ports: { core: number; journey: number; space: number };
let started: ReturnType<typeof startRelease> | undefined;
let token: string;
const env = () => ({
  NODE_ENV: 'production',
  CORE_PORT: String(ports.core),
  JOURNEY_PORT: String(ports.journey),
  CUSTOMER_SPACE_PORT: String(ports.space),
  JOURNEY_CONFIG: join(release, 'journey-config.json'),
});

/** A GET for another host name (a tenant's), sent to the loopback address. */
function getWithHost(url: string, host: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  release = await copyRelease('souscrire-bundle-');
  ports = { core: await freePort(), journey: await freePort(), space: await freePort() };
});
afterAll(async () => {
  if (started) await stopRelease(started.child);
  await rm(dirname(release), { recursive: true, force: true });
});

test('the operator tool migrates the database and makes a production token, from the bundle alone', async () => {
  const pending = await runScript(release, 'souscrire-core.mjs', ['migrate', '--status'], env());
  expect(pending.code, pending.stderr).toBe(0);
  expect(pending.stdout).toMatch(/^pending\s+0001-initial/m);
  const migrated = await runScript(release, 'souscrire-core.mjs', ['migrate'], env());
  expect(migrated.code, migrated.stderr).toBe(0);
  expect(migrated.stdout).toMatch(/migration\(s\) applied\./);
  const made = await runScript(
    release,
    'souscrire-core.mjs',
    ['tokens', 'create', '--tenant', 'maif', '--name', 'bundle test'],
    env(),
  );
  expect(made.code, made.stderr).toBe(0);
  token = made.stdout.trim();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const wrong = await runScript(release, 'souscrire-core.mjs', ['tokens', 'create'], env());
  expect(wrong.code).toBe(2);
});

test('start.mjs runs the core and both web servers; the journey renders maif home page with the core', async () => {
  // A staging configuration: the journey renders its home page on the server in every environment but
  // 'production' (apps/journey, home-first-view.tsx), and this test is to show the render module runs.
  const journeyConfig = {
    environment: 'staging',
    tenants: { maif: { coreApiUrl: `http://localhost:${ports.core}`, coreApiToken: token } },
  };
  await writeFile(join(release, 'journey-config.json'), JSON.stringify(journeyConfig));
  started = startRelease(release, [], env());
  const core = `http://localhost:${ports.core}`;
  await waitForUrl(`${core}/internal/health`).catch((error) => {
    throw new Error(`${error}\n${started?.output()}`);
  });
  expect((await fetch(`${core}/v2/products`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
    200,
  );
  // Production refuses the public development tokens.
  const development = await fetch(`${core}/v2/products`, {
    headers: { authorization: 'Bearer dev-token-maif' },
  });
  expect(development.status).toBe(401);

  await waitForUrl(`http://localhost:${ports.journey}/healthz`);
  const home = await getWithHost(
    `http://127.0.0.1:${ports.journey}/fr-FR`,
    `maif.localhost:${ports.journey}`,
  );
  expect(home.status).toBe(200);
  // The server render (journey/.server/render-page.js) asked the core for maif's products.
  expect(home.text).toContain('Responsabilité civile professionnelle');
  // The browser asks the core through the journey's own origin, which forwards it with the tenant's token.
  const proxied = await fetch(`http://localhost:${ports.journey}/core/v2/products?country=FR`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(proxied.status).toBe(200);
  expect(((await proxied.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  await waitForUrl(`http://localhost:${ports.space}/healthz`);
  const space = await fetch(`http://localhost:${ports.space}/`);
  expect(space.status).toBe(200);
  expect(await space.text()).toContain('<div id="root">');
  // The container's health check (Dockerfile) finds every part up.
  expect(await runScript(release, 'healthcheck.mjs', [], env())).toMatchObject({ code: 0 });
});

test('SIGTERM stops every part, and an unknown part is refused', async () => {
  if (!started) throw new Error('the bundle was not started');
  expect(await stopRelease(started.child)).toBe(0);
  await expect(fetch(`http://localhost:${ports.core}/internal/health`)).rejects.toThrow();
  await expect(fetch(`http://localhost:${ports.journey}/healthz`)).rejects.toThrow();
  const down = await runScript(release, 'healthcheck.mjs', ['core'], env());
  expect(down.code).toBe(1);
  expect(down.stderr).toMatch(/^core \(http:\/\/127\.0\.0\.1:\d+\/internal\/health\): /);
  const wrong = startRelease(release, ['nothing'], env());
  expect(await new Promise((resolve) => wrong.child.once('exit', resolve))).toBe(2);
  expect(wrong.output()).toContain('Unknown part: nothing');
});
