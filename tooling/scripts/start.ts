// `pnpm start`: builds the journey and the customer space for production, then runs the core service (PGlite
// with demo data) and serves both apps, prints the addresses, and stops everything cleanly on Ctrl-C.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

const corePort = process.env.CORE_PORT ?? '4000';
const journeyPort = process.env.JOURNEY_PORT ?? '5173';
const spacePort = process.env.CUSTOMER_SPACE_PORT ?? '5174';
// The demo runs with the sandbox providers' pages (signing, card fields, dev mailbox), which production keeps off.
const env = {
  CORE_SANDBOX_PAGES: '1',
  ...process.env,
  CORE_PORT: corePort,
  JOURNEY_PORT: journeyPort,
  CUSTOMER_SPACE_PORT: spacePort,
  TURBO_TELEMETRY_DISABLED: '1',
};

// A taken port is said in one line, with the variable that moves it, before anything is built.
const ports: [string, string, string][] = [
  ['core service', corePort, 'CORE_PORT'],
  ['journey', journeyPort, 'JOURNEY_PORT'],
  ['customer space', spacePort, 'CUSTOMER_SPACE_PORT'],
];
const portTaken = (port: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(Number(port), () => probe.close(() => resolve(false)));
  });
for (const [name, port, variable] of ports) {
  if (await portTaken(port)) {
    console.error(
      `Port ${port} (${name}) is taken: set ${variable} to another port, e.g. ${variable}=${Number(port) + 10} pnpm start.`,
    );
    process.exit(1);
  }
}

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@souscrire/journey...',
    '--filter=@souscrire/customer-space...',
  ],
  {
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const journeyRoot = `apps/journey/${process.env.JOURNEY_OUT_DIR ?? 'dist'}`;
const children: ChildProcess[] = [
  spawn('pnpm', ['--filter', '@souscrire/core-service', 'start'], { stdio: 'inherit', env }),
  // The production web server (tooling/web-server), not a preview server: ARCHITECTURE "Serving the apps".
  // The journey's home page is rendered on the server by its build's render module, so the first view needs no script.
  webServer('journey', journeyRoot, 'JOURNEY', 'allow', `${journeyRoot}/.server/render-page.js`),
  webServer('customer space', 'apps/customer-space/dist', 'CUSTOMER_SPACE', 'disallow'),
];

function webServer(
  name: string,
  root: string,
  prefix: string,
  robots: string,
  render?: string,
): ChildProcess {
  const args = ['--root', root, '--name', name, '--port-variable', `${prefix}_PORT`];
  args.push('--config-variable', `${prefix}_CONFIG`, '--robots', robots);
  if (render) args.push('--render', render);
  return spawn('node', ['tooling/web-server/src/main.ts', ...args], { stdio: 'inherit', env });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await Promise.all([
  waitFor(`http://localhost:${corePort}/internal/health`),
  waitFor(`http://localhost:${journeyPort}/`),
  waitFor(`http://localhost:${spacePort}/`),
]);
console.info(`
Souscrire is running:
  journey         http://localhost:${journeyPort}/  (tenants: http://maif.localhost:${journeyPort}/, ...)
  customer space  http://localhost:${spacePort}/  (demo client: demo.client@example.com / souscrire-demo)
  core service    http://localhost:${corePort}/  (API reference: http://localhost:${corePort}/docs)
Press Ctrl-C to stop.
`);
