// Installs the published packages the way another team would, and fails if that team could not use them:
// 1. starts a throwaway registry (registry.ts) and the core service (on a scratch PGlite folder), both on
//    ports the system picks, so that the check runs beside any other test;
// 2. packs the five published packages as `pnpm publish` would (workspace ranges replaced) and publishes
//    them to the registry;
// 3. in a scratch project whose .npmrc points the @souscrire scope at the registry, once with npm and once
//    with pnpm: installs them, compiles a strict TypeScript program importing every public entry, builds a
//    Vite app rendering the kit in two tenant themes (and renders it on the server to read the markup),
//    and lists the core service's products through core-api.
// The packages must be built first (turbo.json's test:registry task depends on their builds). Third-party
// dependencies come from the machine's default registry, through its caches (`--prefer-offline`).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@souscrire/vitest-config/free-port';
import { startRegistry } from './registry.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const PUBLISHED = ['core-api', 'theming', 'ui', 'workflow', 'i18n'];
/** Third-party packages the scratch project adds, at the versions the workspace uses (warm caches). */
const CONSUMER_TOOLS = ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript', 'vite'];

interface Manifest {
  name: string;
  version: string;
  exports: Record<string, unknown>;
}

const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.info(`registry-check: ${line} (${since()})`);

/** The environment of a child package manager: none of the settings the running pnpm passes down. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key)));
  return { ...env, ...extra };
}

async function sh(command: string, args: string[], cwd: string, env = cleanEnv()): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${failure.stdout}\n${failure.stderr}`);
  }
}

function readManifest(name: string): Manifest {
  return JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as Manifest;
}

/** Every JavaScript entry of a package, as a consumer writes it (`./*` expanded to the kit's components). */
function entriesOf(name: string): string[] {
  const manifest = readManifest(name);
  return Object.keys(manifest.exports)
    .filter((key) => !/\.(css|json|yaml)$/.test(key))
    .flatMap((key) =>
      key === './*'
        ? globSync('*/index.ts', { cwd: join(root, 'packages', name, 'src') }).map(
            (file) => `./${file.split('/')[0]}`,
          )
        : [key],
    )
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`));
}

interface Core {
  process: ChildProcess;
  url: string;
  /** Resolves once the service answers its health check. */
  ready: Promise<void>;
}

/** Starts the core service of the workspace on `port`, its PGlite database in `folder`. */
function startCore(port: number, folder: string): Core {
  const url = `http://127.0.0.1:${port}`;
  const core = spawn(process.execPath, [join(root, 'apps/core-service/src/main.ts')], {
    env: {
      ...cleanEnv(),
      CORE_PORT: String(port),
      CORE_DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (core.exitCode !== null) throw new Error(`the core service exited with ${core.exitCode}`);
      const healthy = await fetch(`${url}/internal/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the core service did not answer its health check in 120 s');
  })();
  ready.catch(() => undefined);
  return { process: core, url, ready };
}

/** Packs every published package (workspace ranges replaced) and publishes the tarballs to the registry. */
async function publishAll(folder: string, registry: string, token: string): Promise<void> {
  const tarballs = join(folder, 'tarballs');
  mkdirSync(tarballs);
  const host = registry.replace(/^https?:/, '');
  const npmrc = join(folder, 'publish.npmrc');
  writeFileSync(npmrc, `registry=${registry}\n${host}:_authToken=${token}\n`);
  await Promise.all(
    PUBLISHED.map(async (name) => {
      const dir = join(root, 'packages', name);
      // The task's dependencies built the packages: packing runs no script (prepack would build again).
      const packed = await sh(
        'pnpm',
        ['pack', '--config.ignore-scripts=true', '--pack-destination', tarballs, '--json'],
        dir,
      );
      const { filename } = JSON.parse(packed) as { filename: string };
      await sh('npm', ['publish', filename, '--ignore-scripts', '--access', 'restricted'], folder, {
        ...cleanEnv(),
        npm_config_userconfig: npmrc,
      });
    }),
  );
}

/** Writes the scratch project: the consumer/ template, its package.json and the scope line of its .npmrc. */
function writeConsumer(dir: string, registry: string): void {
  cpSync(join(import.meta.dirname, 'consumer'), dir, { recursive: true });
  const require = createRequire(import.meta.url);
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  const dependencies = Object.fromEntries([
    ...PUBLISHED.map((name) => {
      const manifest = readManifest(name);
      return [manifest.name, manifest.version];
    }),
    ...CONSUMER_TOOLS.map((name) => [name, version(name)]),
  ]);
  const manifest = { name: 'registry-check-consumer', private: true, type: 'module', dependencies };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, '.npmrc'), `@souscrire:registry=${registry}\n`);
  // Every public entry, imported in one module the strict compilation checks.
  const entries = PUBLISHED.flatMap(entriesOf);
  const lines = entries.map((entry, index) => `import * as entry${index} from '${entry}';`);
  lines.push(`export const entries = [${entries.map((_, index) => `entry${index}`).join(', ')}];`);
  writeFileSync(join(dir, 'src/entries.ts'), `${lines.join('\n')}\n`);
}

/**
 * Compiles the scratch project's strict program, declarations included (`skipLibCheck: false`). Fails on any
 * error in the program or in a @souscrire declaration; errors in other packages' declarations (react-aria's
 * own types break `exactOptionalPropertyTypes`) are not ours to fix, and are only counted.
 */
async function compileStrict(dir: string): Promise<number> {
  const tsc = join(dir, 'node_modules/.bin/tsc');
  const output = await run(tsc, ['-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: dir,
    env: cleanEnv(),
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  const errors = output.split('\n').filter((line) => /^\S.*\(\d+,\d+\): error TS/.test(line));
  const ours = errors.filter((line) => !line.startsWith('node_modules/') || line.includes('/@souscrire/'));
  if (ours.length > 0 || (errors.length === 0 && output.trim() !== '')) {
    throw new Error(`the strict TypeScript program does not compile:\n${output}`);
  }
  return errors.length;
}

/** The checks a consumer's project runs, in `dir`, after installing with `manager`. */
async function useAsConsumer(manager: 'npm' | 'pnpm', dir: string, core: Core) {
  const install =
    manager === 'npm'
      ? ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']
      : ['install', '--prefer-offline', '--reporter=silent'];
  await sh(manager, install, dir);
  log(`${manager}: installed`);

  const foreign = await compileStrict(dir);
  log(`${manager}: the strict TypeScript program compiles (${foreign} errors in third-party declarations)`);

  const vite = join(dir, 'node_modules/.bin/vite');
  await sh(vite, ['build', '--logLevel', 'error'], dir);
  const css = globSync('dist/assets/*.css', { cwd: dir }).map((file) =>
    readFileSync(join(dir, file), 'utf8'),
  );
  for (const rule of ['.sc-button', '.sc-text-field', ':where(.sc-root)']) {
    if (!css.some((text) => text.includes(rule))) throw new Error(`the app's CSS has no ${rule} rule`);
  }
  const script = globSync('dist/assets/*.js', { cwd: dir })
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  // The kit's plugin gives react-aria's combo box a French plural (its vitest suite checks what is announced).
  if (!script.includes('options disponibles')) {
    throw new Error("the app's bundle has no kit's French combo box announcement: was uiPlugin() applied?");
  }
  await sh(
    vite,
    ['build', '--ssr', 'src/themed-page.ts', '--outDir', 'dist-ssr', '--logLevel', 'error'],
    dir,
  );
  const html = await sh(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createElement } from 'react';
       import { renderToStaticMarkup } from 'react-dom/server';
       import { ThemedPage } from './dist-ssr/themed-page.js';
       process.stdout.write(renderToStaticMarkup(createElement(ThemedPage)));`,
    ],
    dir,
  );
  const primaries = new Set(
    ['plussimple', 'maif'].map((tenant) => {
      const section =
        html.split('<section ').find((part) => part.startsWith(`data-tenant="${tenant}"`)) ?? '';
      const primary = /--sc-color-primary: (#[0-9a-f]{6});/.exec(section)?.[1];
      if (!primary || !section.includes(`Continue with ${tenant}</span></button>`)) {
        throw new Error(`the page has no themed section for ${tenant}:\n${html}`);
      }
      return primary;
    }),
  );
  if (primaries.size !== 2) throw new Error(`both tenants have the same primary colour:\n${html}`);
  log(`${manager}: the Vite app builds and renders the kit in two tenant themes`);

  await core.ready;
  const slugs = JSON.parse(
    await sh(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { listProductSlugs } from './src/list-products.ts';
         process.stdout.write(JSON.stringify(await listProductSlugs(${JSON.stringify(core.url)})));`,
      ],
      dir,
    ),
  ) as string[];
  if (slugs.length === 0) throw new Error('the core service listed no product through core-api');
  log(`${manager}: core-api lists ${slugs.length} products from the running core service`);
}

const work = mkdtempSync(join(tmpdir(), 'souscrire-registry-check-'));
const core = startCore(await freePort(), join(work, 'core-data'));
let stopRegistry: (() => Promise<void>) | undefined;
try {
  const registry = await startRegistry(join(work, 'registry'));
  stopRegistry = registry.close;
  await publishAll(work, registry.url, registry.token);
  log(`published ${PUBLISHED.length} packages to ${registry.url}`);
  // The two consumers run side by side: most of an install is waiting on the network and the disk.
  const results = await Promise.allSettled(
    (['npm', 'pnpm'] as const).map((manager) => {
      const dir = join(work, manager);
      writeConsumer(dir, registry.url);
      return useAsConsumer(manager, dir, core);
    }),
  );
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    throw new Error(`registry-check: ${2 - failures.length} passed, ${failures.length} failed`);
  }
  console.info(`registry-check: 2 passed, 0 failed (npm and pnpm, ${since()})`);
} finally {
  core.process.kill('SIGTERM');
  await stopRegistry?.();
  rmSync(work, { recursive: true, force: true });
}
