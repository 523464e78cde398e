#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse's mobile audit (its default slow-4G and 4x CPU throttling) of the built journey
// as production serves it (tooling/web-server) against a core service started here, on the home, offer and
// payment pages: each page measured LIGHTHOUSE_RUNS times (3), its median printed with each run's figures and
// Lighthouse's BenchmarkIndex (the machine's CPU power) beside, then the goals marked MET or NOT MET.
//
// The floor: a bare React 19 page (scripts/floor/floor-page.tsx, built here with the journey's React and Vite)
// that hydrates the same HTML as the page (the page's markup once shown, its stylesheets and inline scripts),
// measured the same way in the same run, alternating with the page. The page's main-thread time from
// navigation to interactive is printed as a share of the floor's: what the journey's own code costs above React.
// Interactive is where Lighthouse's TTI would put it on the observed trace without its five quiet seconds: the
// end of the last task of 50 ms or more on the throttled phone, or the first paint and DOMContentLoaded when
// later. Main-thread times are the observed tasks multiplied by the CPU throttling, as Lighthouse's own
// "main-thread work" audit reports them.
//
// Scores follow the machine's load: the load average is printed at the start and the end. Goals are printed,
// never failing; the byte budgets (e2e/budgets.spec.ts) are what fails a build.
//
// JOURNEY_OUT_DIR names the build (dist by default); LIGHTHOUSE_PAGES (home,offer,payment) chooses pages and
// LIGHTHOUSE_RUNS the runs: CI (CI set) audits the home page once, to stay within its minute;
// E2E_CORE_PORT and E2E_JOURNEY_PORT move the two servers (4310 and 5310 here, clear of the e2e suites'), the
// floor's server takes a free port; CHROME_PATH (or CHROMIUM_PATH) names the browser, Debian's /usr/bin/chromium
// by default; LIGHTHOUSE_REPORT_DIR, when set, receives each run's full report (<page>-<run>.json, for
// Lighthouse's viewer).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions, chromiumPath } from '@souscrire/vitest-config/chromium';
import react from '@vitejs/plugin-react';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { build } from 'vite';

process.env.E2E_CORE_PORT ??= '4310';
process.env.E2E_JOURNEY_PORT ??= '5310';
// The e2e support reads its ports when loaded: after the defaults above.
const { CORE_URL, E2E_ADDRESSES, prospectAt, resumeLink } = await import('../e2e/support/core.ts');
const { prospectAtPayment } = await import('../e2e/support/contract-prospect.ts');
const { e2eJourneyConfig } = await import('../e2e/support/e2e-journey-config.ts');

/** The categories audited, with the score each page should reach. */
const CATEGORIES = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** The goals the run marks MET or NOT MET. */
const GOALS = { performance: 95, floorShare: 1.5, cls: 0.02 } as const;
/** A task at least this long on the throttled phone is a long task (Lighthouse's TBT counts what is above). */
const LONG_TASK_MS = 50;
const METRICS = [
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
] as const;

const here = resolve(import.meta.dirname, '..');
const outDir = process.env.JOURNEY_OUT_DIR ?? 'dist';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? (process.env.CI ? 1 : 3));
const wanted = (process.env.LIGHTHOUSE_PAGES ?? (process.env.CI ? 'home' : 'home,offer,payment')).split(',');
const work = mkdtempSync(join(tmpdir(), 'souscrire-lighthouse-'));
const children: ChildProcess[] = [];
const servers: Server[] = [];

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

// The servers end with this script, however it ends (an error thrown in a callback skips the `finally`).
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
  rmSync(work, { recursive: true, force: true });
}

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`;
/** The median of the runs Lighthouse recorded (a run it could not record counts as NaN, and is left out). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

/** The floor page's script, built with the journey's React in production mode: the file's name in `dir`. */
async function buildFloor(dir: string): Promise<string> {
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir: dir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: { floor: resolve(here, 'scripts/floor/floor-page.tsx') },
        output: { entryFileNames: 'floor.js', chunkFileNames: 'floor-[hash].js' },
      },
    },
  });
  return 'floor.js';
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * The floor's web server: its pages (`/floor/<name>`) and script from `dir`, anything else (stylesheets,
 * configuration, favicon) from the journey's server, gzipped as a web server sends them.
 */
async function serveFloor(dir: string, journey: string): Promise<string> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const local = path.startsWith('/floor/')
      ? join(dir, `${path.slice('/floor/'.length)}.html`)
      : join(dir, path);
    const answer = async (): Promise<{ status: number; type: string; body: Buffer }> => {
      if (!path.includes('..') && existsSync(local) && extname(local)) {
        return {
          status: 200,
          type: TYPES[extname(local)] ?? 'application/octet-stream',
          body: readFileSync(local),
        };
      }
      const proxied = await fetch(`${journey}${path}`, { headers: { 'accept-encoding': 'identity' } });
      return {
        status: proxied.status,
        type: proxied.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await proxied.arrayBuffer()),
      };
    };
    answer().then(
      ({ status, type, body }) => {
        response.writeHead(status, {
          'content-type': type,
          'content-encoding': 'gzip',
          'cache-control': 'no-cache',
        });
        response.end(gzipSync(body));
      },
      (error: unknown) => {
        response.writeHead(502).end(String(error));
      },
    );
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

/** One page of the browser Lighthouse drives, spoken to by the DevTools protocol. */
async function openTab(port: number, url: string) {
  const devtools = `http://127.0.0.1:${port}/json`;
  const target = (await (
    await fetch(`${devtools}/new?${encodeURIComponent(url)}`, { method: 'PUT' })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.onopen = done;
    socket.onerror = fail;
  });
  let last = 0;
  const answers = new Map<number, (value: unknown) => void>();
  // An evaluation the page's navigation interrupted answers an error: undefined, the next poll asks again.
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: { result?: { value?: unknown } };
    };
    if (message.id !== undefined) answers.get(message.id)?.(message.result?.result?.value);
  };
  const evaluate = <T>(expression: string) =>
    new Promise<T>((done) => {
      last += 1;
      answers.set(last, done as (value: unknown) => void);
      socket.send(
        JSON.stringify({ id: last, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }),
      );
    });
  return {
    evaluate,
    /** Waits for the page's heading, then two quiet seconds (its reads, its deferred stylesheets). */
    async shown(): Promise<void> {
      for (let attempt = 0; attempt < 120; attempt++) {
        if (
          await evaluate<boolean>("document.readyState === 'complete' && !!document.querySelector('main h1')")
        ) {
          await new Promise((done) => setTimeout(done, 2_000));
          return;
        }
        await new Promise((done) => setTimeout(done, 250));
      }
      throw new Error(`${url} showed no heading within 30 s`);
    },
    async close(): Promise<void> {
      socket.close();
      await fetch(`${devtools}/close/${target.id}`);
    },
  };
}

/**
 * Opens `url` once in the audited browser (a resume link keeps its proof there, a session link its session,
 * as a person's browser keeps them; Lighthouse clears neither cookies nor local storage, only caches), and
 * answers the address it shows and its markup: the floor page's HTML, the journey's scripts replaced by the
 * floor's.
 */
async function visit(
  port: number,
  url: string,
  floorScript: string,
): Promise<{ url: string; floorHtml: string }> {
  const tab = await openTab(port, url);
  try {
    await tab.shown();
    const shown = await tab.evaluate<string>('location.href');
    const html = await tab.evaluate<string>('document.documentElement.outerHTML');
    const floorHtml = `<!doctype html>${html
      .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
      .replace('</head>', `<script type="module" src="/${floorScript}"></script></head>`)}`;
    return { url: shown, floorHtml };
  } finally {
    await tab.close();
  }
}

type Run = { lhr: RunnerResult['lhr']; mainThreadMs: number; interactiveMs: number; longTasks: number };

/** One Lighthouse run of `url`, with the main-thread time from navigation to interactive of its trace. */
async function audit(port: number, url: string, categories: string[]): Promise<Run> {
  const measure = async () => {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  };
  // A run Lighthouse could not record (NO_NAVSTART on a loaded CI machine: "Please run Lighthouse again") is run
  // once more, as it asks; a second failure is printed with the figures.
  const first = await measure();
  const result = first.lhr.runtimeError ? await measure() : first;
  const { lhr } = result;
  if (lhr.runtimeError) return { lhr, mainThreadMs: Number.NaN, interactiveMs: Number.NaN, longTasks: 0 };
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  const tasks = (await MainThreadTasks.request(result.artifacts.Trace, { computedCache: new Map() })).filter(
    (task) => !task.parent,
  );
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const long = tasks.filter((task) => task.duration * slowdown >= LONG_TASK_MS);
  const interactive = Math.max(
    observed?.observedFirstContentfulPaint ?? 0,
    observed?.observedDomContentLoaded ?? 0,
    ...long.map((task) => task.endTime),
  );
  const before = tasks.filter((task) => task.startTime < interactive);
  return {
    lhr,
    mainThreadMs: before.reduce((sum, task) => sum + task.duration, 0) * slowdown,
    interactiveMs: interactive,
    longTasks: long.filter((task) => task.startTime < interactive).length,
  };
}

try {
  process.stdout.write(`pnpm lighthouse: ${runs} run(s) a page, ${load()}\n`);
  const journey = `http://localhost:${E2E_ADDRESSES.journeyPort}`;
  start(['node', 'src/main.ts'], resolve(here, '../core-service'), {
    CORE_PORT: String(new URL(CORE_URL).port),
    CORE_DATA_DIR: join(work, 'core'),
    NODE_ENV: 'test',
    // The signing provider's sandbox page, through which the payment page's prospect signs.
    CORE_SANDBOX_PAGES: '1',
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
      // The home and offer pages rendered on the server, as `pnpm start` serves them.
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
  const floorDir = join(work, 'floor');
  const floorScript = await buildFloor(floorDir);
  const floor = await serveFloor(floorDir, journey);
  await Promise.all([waitFor(`${CORE_URL}/internal/health`), waitFor(`${journey}/healthz`)]);

  // Each page's first visit: the home page by its address; the offer by its resume link (the one e-mailed to
  // the prospect's own address, which carries its proof and leads to the offer; the web server then renders the
  // offer from the proof's cookie); the payment page of a signed prospect by a link carrying its client session
  // (the core's hand-over after the contracts), kept as the person's browser keeps it. Prospects are brought
  // there through the core's API: this measures pages, it tests no journey.
  const pages: { name: string; firstVisit: () => Promise<string> }[] = [
    { name: 'home', firstVisit: async () => `${journey}/fr-FR` },
    { name: 'offer', firstVisit: async () => resumeLink(journey, await prospectAt('offer')) },
    {
      name: 'payment',
      firstVisit: async () => {
        const { id, session } = await prospectAtPayment();
        return `${journey}/fr-FR/souscription/${id}/paiement?client_token=${encodeURIComponent(session)}`;
      },
    },
  ];
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const verdicts: string[] = [];
  try {
    for (const page of pages.filter((entry) => wanted.includes(entry.name))) {
      const shown = await visit(chrome.port, await page.firstVisit(), floorScript);
      writeFileSync(join(floorDir, `${page.name}.html`), shown.floorHtml);
      const floorUrl = `${floor}/floor/${page.name}`;
      const floorTab = await openTab(chrome.port, floorUrl);
      await floorTab.shown();
      // React found the markup as it renders it (no recoverable error): the floor hydrated, it did not render.
      const hydrated = await floorTab.evaluate<boolean>("Reflect.get(window, 'floorHydrated')?.() === true");
      await floorTab.close();
      const url = shown.url.replace(/[?#].*$/, '');
      const ours: Run[] = [];
      const floors: Run[] = [];
      for (let run = 0; run < runs; run++) {
        ours.push(await audit(chrome.port, url, Object.keys(CATEGORIES)));
        floors.push(await audit(chrome.port, floorUrl, ['performance']));
      }
      const reports = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        ours.forEach((run, index) => {
          writeFileSync(join(reports, `${page.name}-${index + 1}.json`), JSON.stringify(run.lhr));
        });
      }
      const score = (run: Run, id: string) =>
        run.lhr.runtimeError ? Number.NaN : Math.round((run.lhr.categories[id]?.score ?? 0) * 100);
      const audited = (run: Run, id: string) => run.lhr.audits[id]?.numericValue ?? Number.NaN;
      const scores = Object.entries(CATEGORIES).map(([id, goal]) => {
        const each = ours.map((run) => score(run, id));
        const value = median(each);
        const title = ours[0]?.lhr.categories[id]?.title ?? id;
        return `${title} ${value}${value < goal ? ` (goal ${goal})` : ''} [${each.join(', ')}]`;
      });
      const metrics = METRICS.map(({ audit: id, label, unit }) => {
        const each = ours.map((run) => audited(run, id));
        const shownValue = (value: number) => (unit ? `${Math.round(value)} ${unit}` : value.toFixed(3));
        return `${label} ${shownValue(median(each))} [${each.map(shownValue).join(', ')}]`;
      });
      const power = ours.map((run) => Math.round(run.lhr.environment.benchmarkIndex));
      const floorPower = floors.map((run) => Math.round(run.lhr.environment.benchmarkIndex));
      const ourMain = median(ours.map((run) => run.mainThreadMs));
      const floorMain = median(floors.map((run) => run.mainThreadMs));
      const share = ourMain / floorMain;
      const performance = median(ours.map((run) => score(run, 'performance')));
      const cls = median(ours.map((run) => audited(run, 'cumulative-layout-shift')));
      const misses = [
        ...new Set(
          ours.flatMap((run) =>
            Object.values(run.lhr.audits)
              .filter(
                (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary',
              )
              .map((entry) => entry.id),
          ),
        ),
      ];
      const errors = ours.flatMap((run) =>
        run.lhr.runtimeError ? [`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`] : [],
      );
      const pageVerdicts = [
        `${page.name}: Lighthouse ${performance} >= ${GOALS.performance}: ${met(performance >= GOALS.performance)}`,
        `${page.name}: main thread ${share.toFixed(2)}x the floor <= ${GOALS.floorShare}x: ${met(share <= GOALS.floorShare)}`,
        `${page.name}: CLS ${cls.toFixed(3)} <= ${GOALS.cls}: ${met(cls <= GOALS.cls)}`,
      ];
      verdicts.push(...pageVerdicts);
      process.stdout.write(
        [
          `lighthouse ${ours[0]?.lhr.lighthouseVersion}, mobile, ${page.name} page (${new URL(url).pathname}), median of ${runs}, CPU power (BenchmarkIndex) [${power.join(', ')}]:`,
          `  ${scores.join(', ')}`,
          `  ${metrics.join(', ')}`,
          `  main thread from navigation to interactive: ${Math.round(ourMain)} ms [${ours.map((run) => Math.round(run.mainThreadMs)).join(', ')}], interactive at ${Math.round(median(ours.map((run) => run.interactiveMs)))} ms of the unthrottled trace, long tasks before it [${ours.map((run) => run.longTasks).join(', ')}]`,
          `  bare React 19 floor hydrating the same HTML: ${Math.round(floorMain)} ms [${floors.map((run) => Math.round(run.mainThreadMs)).join(', ')}], CPU power [${floorPower.join(', ')}]; share ${share.toFixed(2)}x${hydrated ? '' : ' (the floor did NOT hydrate: React rendered the page anew)'}`,
          ...(misses.length > 0 ? [`  failed audits: ${misses.join(', ')}`] : []),
          ...errors.map((error) => `  runtime error: ${error}`),
          ...pageVerdicts.map((verdict) => `  ${verdict}`),
          '',
        ].join('\n'),
      );
    }
  } finally {
    chrome.kill();
  }
  process.stdout.write(
    ['goals:', ...verdicts.map((verdict) => `  ${verdict}`), `  ${load()}`, ''].join('\n'),
  );
} finally {
  stopAll();
}
