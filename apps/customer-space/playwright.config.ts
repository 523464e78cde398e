import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@souscrire/vitest-config/chromium';
import { localSpaceConfig } from './src/config/local-space-config.ts';

// The built customer space (the production web server) against the real core service, both on ports of their own with a
// fresh data folder, so a developer's running product (4000, 5173, 5174) and the journey's e2e (4100, 5180)
// are never touched.
const corePort = Number(process.env.E2E_SPACE_CORE_PORT ?? 4300);
const spacePort = Number(process.env.E2E_SPACE_PORT ?? 5190);

// Evaluated in the main process and again in each worker: the folder is made once and inherited.
process.env.E2E_SPACE_WORK_DIR ??= mkdtempSync(join(tmpdir(), 'souscrire-space-e2e-'));
const workDir = process.env.E2E_SPACE_WORK_DIR;
const dataDir = join(workDir, 'core');
mkdirSync(dataDir, { recursive: true });
const configFile = join(workDir, 'config.json');
const core = `http://localhost:${corePort}`;
// The journey a person would resume in is not served here: its address only has to be well formed.
writeFileSync(
  configFile,
  JSON.stringify({ ...localSpaceConfig({ core, journeyPort: 5173 }), environment: 'e2e' }),
);

const launchOptions = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${spacePort}`,
    locale: 'fr-FR',
    // As the journey's suite: a trace costs about a third of the CPU, so CI records one only for a test played
    // again after failing.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
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
      url: `${core}/internal/health`,
      // The sandbox pages give the dev mailbox, where the tests read the e-mailed password links.
      env: { CORE_PORT: String(corePort), CORE_DATA_DIR: dataDir, NODE_ENV: 'test', CORE_SANDBOX_PAGES: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production web server (tooling/web-server): the headers and CSP a deployment sends.
      command: `node ../../tooling/web-server/src/main.ts --root "${process.env.CUSTOMER_SPACE_OUT_DIR ?? 'dist'}" --name "customer space" --port-variable CUSTOMER_SPACE_PORT --config-variable CUSTOMER_SPACE_CONFIG --robots disallow`,
      cwd: import.meta.dirname,
      url: `http://localhost:${spacePort}/`,
      env: { CUSTOMER_SPACE_PORT: String(spacePort), CUSTOMER_SPACE_CONFIG: configFile },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
