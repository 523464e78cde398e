// `pnpm bundle`: writes dist/release/, the production bundle, which runs with node alone (no pnpm, no
// TypeScript, no devDependencies): `node start.mjs` in that folder (README.md there, docs/operations.md).
//   core/            the core service bundled by esbuild (dist/main.js, dist/cli.js and their shared chunks), its
//                    migrations, data files and sandbox pages' assets next to the code that reads them, and its
//                    production dependencies (`pnpm deploy --prod`: PGlite's WebAssembly and data files, the
//                    PostgreSQL driver, swagger-ui's files) as node_modules
//   web-server/      the web server of both apps, bundled whole into main.js
//   journey/         the journey's build (apps/journey/dist), with its server render module .server/
//   customer-space/  the customer space's build (apps/customer-space/dist)
//   start.mjs, souscrire-core.mjs, release-env.mjs: copied from tooling/release/bin/
// Run after the apps' builds (`turbo run bundle` orders it); the core's contract types must be generated.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const release = join(root, 'dist', 'release');
const core = join(root, 'apps', 'core-service');
const built = (app: string) => join(root, 'apps', app, 'dist');

/** The modules both bundles reach into the workspace for: the contract and the themes, as their sources. */
const SOURCE_CONDITIONS = ['@souscrire/source'];

async function bundleCore(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(core, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The npm dependencies stay modules of node_modules: some find their own files at run time (PGlite's
  // WebAssembly, swagger-ui, the communes), and the contract's YAML is resolved through @souscrire/core-api.
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@souscrire/'));
  await build({
    entryPoints: { main: join(core, 'src/main.ts'), cli: join(core, 'src/cli/main.ts') },
    outdir: join(release, 'core', 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    conditions: SOURCE_CONDITIONS,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  // Files the code finds next to itself (new URL('./migrations/', import.meta.url) in src/db, '../data/' from
  // src/domain): dist/ stands for src/db and src/http, its parent for src/.
  await cp(join(core, 'src/db/migrations'), join(release, 'core/dist/migrations'), { recursive: true });
  await cp(
    join(core, 'src/http/sandbox-payment-provider'),
    join(release, 'core/dist/sandbox-payment-provider'),
    {
      recursive: true,
    },
  );
  await cp(join(core, 'src/data'), join(release, 'core/data'), { recursive: true });
  // The production dependencies, as pnpm installs them for the core alone.
  const deployed = join(release, 'core-deploy');
  execFileSync('pnpm', ['--filter', '@souscrire/core-service', 'deploy', '--prod', deployed], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await cp(join(deployed, 'node_modules'), join(release, 'core/node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  await rm(deployed, { recursive: true, force: true });
}

async function bundleWebServer(): Promise<void> {
  await build({
    entryPoints: [join(root, 'tooling/web-server/src/main.ts')],
    outfile: join(release, 'web-server', 'main.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    conditions: SOURCE_CONDITIONS,
    // Bundled CommonJS modules call require(): in an ES module it is made from the file's own address.
    // The themes' package says it has no side effects, but one of its modules registers colour spaces.
    ignoreAnnotations: true,
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

async function copyApps(): Promise<void> {
  for (const app of ['journey', 'customer-space']) {
    const files = await readdir(built(app)).catch((): string[] => []);
    if (!files.includes('index.html'))
      throw new Error(`apps/${app}/dist has no build: run the apps' builds first.`);
    await cp(built(app), join(release, app), { recursive: true });
  }
}

await rm(release, { recursive: true, force: true });
await mkdir(release, { recursive: true });
// Every .js of the bundle is an ES module.
await writeFile(
  join(release, 'package.json'),
  `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`,
);
await Promise.all([bundleCore(), bundleWebServer(), copyApps()]);
await cp(fileURLToPath(new URL('../bin/', import.meta.url)), release, { recursive: true });
console.info(`bundle written to ${release}`);
