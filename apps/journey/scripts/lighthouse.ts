#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse's mobile audit (its default slow-4G and CPU throttling) of the built
// journey as production serves it (tooling/web-server) against a core service started here, printed for the
// home page and the offer page: performance, accessibility, best practices, SEO, LCP, TBT and CLS, beside the
// goals. Scores are printed, never failing; the byte budgets (e2e/budgets.spec.ts) are what fails a build.
//
// JOURNEY_OUT_DIR names the build (dist by default); LIGHTHOUSE_PAGES=home audits the home page only, as CI
// does (CI set) to stay within its minute;
// E2E_CORE_PORT and E2E_JOURNEY_PORT move the two servers (4310 and 5310 here, clear of the e2e suites');
// CHROME_PATH (or CHROMIUM_PATH) names the browser, Debian's /usr/bin/chromium by default;
// LIGHTHOUSE_REPORT_DIR, when set, receives each page's full report (<page>.json, for Lighthouse's viewer).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumLaunchOptions } from '@souscrire/vitest-config/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

process.env.E2E_CORE_PORT ??= '4310';
process.env.E2E_JOURNEY_PORT ??= '5310';
// The e2e support reads its ports when loaded: after the defaults above.
const { CORE_URL, E2E_ADDRESSES, prospectAt, resumeLink } = await import('../e2e/support/core.ts');
const { e2eJourneyConfig } = await import('../e2e/support/e2e-journey-config.ts');

const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/**
 * The machine's CPU power as Lighthouse measured it (its BenchmarkIndex, "CPU/Memory Power" in a report): the
 * phone's CPU is this machine's slowed down four times, so TBT and LCP only compare between runs of similar
 * power (Lighthouse's docs/throttling.md: 1,000-1,500 a low-end desktop, 1,500-2,000 a high-end one).
 */
function power(lhr: { environment: { benchmarkIndex: number } }): string {
  return `CPU power ${Math.round(lhr.environment.benchmarkIndex)}`;
}
const METRICS = [
  { audit: 'largest-contentful-paint', label: 'LCP', goal: 1500, unit: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', goal: 50, unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', goal: 0.01, unit: '' },
] as const;

const here = resolve(import.meta.dirname, '..');
const outDir = process.env.JOURNEY_OUT_DIR ?? 'dist';
const work = mkdtempSync(join(tmpdir(), 'souscrire-lighthouse-'));
const children: ChildProcess[] = [];

function start(command: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const [program = 'node', ...args] = command;
  const child = spawn(program, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.on('exit', (code) => {
    if (code) process.stderr.write(`${command.join(' ')} stopped (${code}):\n${errors}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

try {
  const journey = `http://localhost:${E2E_ADDRESSES.journeyPort}`;
  start(['node', 'src/main.ts'], resolve(here, '../core-service'), {
    CORE_PORT: String(new URL(CORE_URL).port),
    CORE_DATA_DIR: join(work, 'core'),
    NODE_ENV: 'test',
  });
  // The e2e tenants, in an environment that is neither production (whose home page sends visitors to the
  // marketplace) nor a debug one (whose debug panel production never shows).
  const configFile = join(work, 'config.json');
  // The version poll at its production pace (the e2e tests poll every second).
  const config = {
    ...e2eJourneyConfig(E2E_ADDRESSES),
    environment: 'lighthouse',
    versionPollIntervalMs: 60_000,
  };
  writeFileSync(configFile, JSON.stringify(config));
  start(
    [
      'node',
      '../../tooling/web-server/src/main.ts',
      '--root',
      outDir,
      // The home page rendered on the server, as `pnpm start` serves it.
      '--render',
      `${outDir}/.server/render-page.js`,
      '--port-variable',
      'JOURNEY_PORT',
      '--config-variable',
      'JOURNEY_CONFIG',
    ],
    here,
    { JOURNEY_PORT: String(E2E_ADDRESSES.journeyPort), JOURNEY_CONFIG: configFile },
  );
  await Promise.all([waitFor(`${CORE_URL}/internal/health`), waitFor(`${journey}/healthz`)]);

  const pages: { name: string; url: () => Promise<string> }[] = [
    { name: 'home', url: async () => `${journey}/fr-FR` },
    {
      name: 'offer',
      // A prospect brought to its offer through the core's API, opened by its resume link (the one e-mailed to
      // its own address, which carries its proof and leads to the offer): this measures the page, it tests no
      // journey.
      url: async () => resumeLink(journey, await prospectAt('offer')),
    },
  ];
  const wanted = (process.env.LIGHTHOUSE_PAGES ?? (process.env.CI ? 'home' : 'home,offer')).split(',');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    for (const page of pages.filter((entry) => wanted.includes(entry.name))) {
      const url = await page.url();
      const measure = async () => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(GOALS),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result.lhr;
      };
      // A run Lighthouse could not record (NO_NAVSTART on a loaded CI machine: "Please run Lighthouse again")
      // is run once more, as it asks; a second failure is printed below.
      const first = await measure();
      const lhr = first.runtimeError ? await measure() : first;
      const reports = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, `${page.name}.json`), JSON.stringify(lhr));
      }
      const scores = Object.entries(GOALS).map(([id, goal]) => {
        const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
        return `${lhr.categories[id]?.title ?? id} ${score}${score < goal ? ` (goal ${goal})` : ''}`;
      });
      const metrics = METRICS.map(({ audit, label, goal, unit }) => {
        const value = lhr.audits[audit]?.numericValue ?? Number.NaN;
        const shown = unit ? `${Math.round(value)} ${unit}` : value.toFixed(3);
        return `${label} ${shown}${value > goal ? ` (goal ${goal}${unit ? ` ${unit}` : ''})` : ''}`;
      });
      const misses = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      process.stdout.write(
        [
          `lighthouse ${lhr.lighthouseVersion}, mobile, ${page.name} page (${new URL(url).pathname}), ${power(lhr)}:`,
          `  ${scores.join(', ')}`,
          `  ${metrics.join(', ')}`,
          ...(misses.length > 0 ? [`  failed audits: ${misses.join(', ')}`] : []),
          ...(first.runtimeError
            ? [`  measured twice: the first run failed (${first.runtimeError.code})`]
            : []),
          // A run Lighthouse could not measure (scores 0, metrics NaN) says why, rather than only the zeros.
          ...(lhr.runtimeError
            ? [`  runtime error: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]
            : []),
          '',
        ].join('\n'),
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  stopAll();
}
