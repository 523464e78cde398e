import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@souscrire/vitest-config/chromium';
import { e2eCustomerSpaceConfig, e2eJourneyConfig } from './e2e/support/e2e-journey-config.ts';

// End-to-end tests run the built journey (the production web server) against the real core service, started here on
// ports of their own with a fresh data folder, so they never touch a developer's running product.
const corePort = Number(process.env.E2E_CORE_PORT ?? 4100);
const journeyPort = Number(process.env.E2E_JOURNEY_PORT ?? 5180);
// The customer space the journey links to at the end (a person reaches it by clicking).
const spacePort = Number(process.env.E2E_SPACE_PORT ?? 5181);

// Playwright evaluates this file in its main process and again in each worker: the main process creates the
// folder once and the workers inherit it through the environment.
process.env.E2E_WORK_DIR ??= mkdtempSync(join(tmpdir(), 'souscrire-e2e-'));
const workDir = process.env.E2E_WORK_DIR;
const dataDir = join(workDir, 'core');
mkdirSync(dataDir, { recursive: true });
const configFile = join(workDir, 'config.json');
const addresses = {
  core: `http://localhost:${corePort}`,
  journeyPort,
  spacePort,
};
writeFileSync(configFile, JSON.stringify(e2eJourneyConfig(addresses), null, 2));
const spaceConfigFile = join(workDir, 'customer-space-config.json');
writeFileSync(spaceConfigFile, JSON.stringify(e2eCustomerSpaceConfig(addresses), null, 2));

const launchOptions = chromiumLaunchOptions;
// The built apps are served as in production (tooling/web-server: compression, caching, security headers
// and CSP), so the suite sees the headers a deployment sends.
// JOURNEY_OUT_DIR and CUSTOMER_SPACE_OUT_DIR name builds living side by side (parallel e2e runs).
// The journey's home page is rendered on the server by its build's render module, as `pnpm start` does.
const webServer = (name: string, prefix: string, robots: 'allow' | 'disallow', render?: string) => {
  const root = process.env[`${prefix}_OUT_DIR`] ?? 'dist';
  const rendered = render === undefined ? '' : ` --render "${root}/${render}"`;
  return `node ../../tooling/web-server/src/main.ts --root "${root}" --name "${name}" --port-variable ${prefix}_PORT --config-variable ${prefix}_CONFIG --robots ${robots}${rendered}`;
};

export default defineConfig({
  testDir: 'e2e',
  // Two files at a time, one per core of CI's machine (E2E_WORKERS changes it): on this kind of machine the suite
  // took 31 minutes of CI on one worker, 18 on two (13 alone). A test never assumes it is alone: what it reads
  // back from the core is its own prospect's, client's or campaign's.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${journeyPort}`,
    locale: 'fr-FR',
    // Recording a trace costs about a third of the suite's CPU (5 whole journeys: 144 s of CPU with traces, 96 s
    // without): CI records one only when a test is played again after failing, the run a person reads.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // A person's whole journey is played on the phone (real-journey: every screen from the home page to the
      // customer space at 360 px), and so are the frame's own specs (layout, locale, errors...). The screen
      // specs below check data flows that do not change with the viewport: on the desktop only, to keep CI
      // short.
      testIgnore: [
        '**/introduction.spec.ts',
        '**/contract.spec.ts',
        '**/offer.spec.ts',
        '**/subscription.spec.ts',
      ],
      use: {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node src/main.ts',
      cwd: resolve(import.meta.dirname, '../core-service'),
      url: `http://localhost:${corePort}/internal/health`,
      env: { CORE_PORT: String(corePort), CORE_DATA_DIR: dataDir, NODE_ENV: 'test', CORE_SANDBOX_PAGES: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: webServer('customer space', 'CUSTOMER_SPACE', 'disallow'),
      cwd: resolve(import.meta.dirname, '../customer-space'),
      url: `http://localhost:${spacePort}/`,
      env: { CUSTOMER_SPACE_PORT: String(spacePort), CUSTOMER_SPACE_CONFIG: spaceConfigFile },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: webServer('journey', 'JOURNEY', 'allow', '.server/render-page.js'),
      cwd: import.meta.dirname,
      url: `http://localhost:${journeyPort}/`,
      env: { JOURNEY_PORT: String(journeyPort), JOURNEY_CONFIG: configFile },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
