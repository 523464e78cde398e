import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@souscrire/vitest-config/chromium';
import { freePort } from '@souscrire/vitest-config/free-port';
import { makeTestCertificate } from '@souscrire/vitest-config/test-certificate';
import { REHEARSAL_HOSTS, rehearsalAddresses } from './support/rehearsal-addresses.ts';

// The production rehearsal (docs/operations.md, "What CI proves"): the bundle, copied out of the workspace,
// run in production mode over HTTPS on host names that are not localhost, played by one person clicking from
// the home page to the customer space (rehearsal.spec.ts starts and stops the servers itself: its restore
// drill stops and starts the core). Chromium resolves *.souscrire.test to the loopback address and trusts the
// certificate made here by its public key, so the pages stay a secure context (cookies, HSTS).
//
// Playwright evaluates this file in its main process and again in its worker: the main process picks the
// ports and makes the certificate once, and the worker inherits them through the environment.
process.env.REHEARSAL_DIR ??= mkdtempSync(join(tmpdir(), 'souscrire-rehearsal-'));
if (process.env.REHEARSAL_PORTS === undefined) {
  const ports = { core: await freePort(), journey: await freePort(), space: await freePort() };
  process.env.REHEARSAL_PORTS = JSON.stringify(ports);
  process.env.REHEARSAL_SPKI = makeTestCertificate(process.env.REHEARSAL_DIR, REHEARSAL_HOSTS).spki;
}
const addresses = rehearsalAddresses(JSON.parse(process.env.REHEARSAL_PORTS));
// The journey's own test support (e2e/support) reads the core and the tenants' journeys from here.
process.env.E2E_CORE_URL = addresses.core;
process.env.E2E_TENANT_JOURNEY_URL = addresses.tenantJourney;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // Played again once in CI, as the e2e suite is (a machine loaded by the other lane): the whole stack anew.
  retries: process.env.CI ? 1 : 0,
  globalTeardown: './support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    // As the e2e suite's: a trace costs about a third of the CPU, so CI records one only for a test played again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [
        ...chromiumLaunchOptions.args,
        '--host-resolver-rules=MAP *.souscrire.test 127.0.0.1',
        `--ignore-certificate-errors-spki-list=${process.env.REHEARSAL_SPKI}`,
      ],
    },
  },
});
