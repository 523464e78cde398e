import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@souscrire/vitest-config/free-port';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readmeExample } from './readme-example.ts';

// The real core service, started as its own process (core-api may not import apps).
const serviceEntry = new URL('../../../apps/core-service/src/main.ts', import.meta.url);
let service: ChildProcess | undefined;
let baseUrl = '';
let dataDir = '';

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (service?.exitCode !== null) throw new Error(`core service exited with ${service?.exitCode}`);
    try {
      if ((await fetch(`${url}/internal/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('core service did not become healthy in time');
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'core-api-readme-'));
  baseUrl = `http://127.0.0.1:${port}`;
  service = spawn(process.execPath, [serviceEntry.pathname], {
    env: {
      ...process.env,
      CORE_PORT: String(port),
      CORE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseUrl, Date.now() + 90_000);
}, 100_000);

afterAll(async () => {
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service?.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the README example reads the tenant's catalogue from the real core service", async () => {
  const result = await readmeExample({ baseUrl });
  expect(result.error).toBeUndefined();
  expect(result.total).toBeGreaterThan(0);
  expect(result.slugs?.length).toBe(result.total);
  expect(result.slugs?.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
});

test('the README example answers a normalised error for an unknown token', async () => {
  const result = await readmeExample({ baseUrl, tenant: 'nobody' });
  expect(result.error).toMatchObject({ status: 401, aborted: false });
});
