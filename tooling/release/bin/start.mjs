#!/usr/bin/env node
// Runs Souscrire from the bundle with node alone: `node start.mjs` runs the core service and the web servers of
// the journey and the customer space; `node start.mjs core` (or `journey`, `customer-space`, several) runs only
// those, one machine or container per part. The variables are the workspace's (docs/configuration.md):
// CORE_PORT, JOURNEY_PORT, CUSTOMER_SPACE_PORT, DATABASE_URL or CORE_DATA_DIR, JOURNEY_CONFIG, ...
// One part that stops stops the others; SIGTERM or SIGINT stops them all, each ending its requests first.
import { spawn } from 'node:child_process';
import { applyReleaseDefaults, releaseDir } from './release-env.mjs';

const webServer = (app, prefix, robots, render) => [
  'web-server/main.js',
  ...['--root', app, '--name', app, '--port-variable', `${prefix}_PORT`],
  ...['--config-variable', `${prefix}_CONFIG`, '--robots', robots],
  ...(render ? ['--render', `${app}/.server/render-page.js`] : []),
];
const PARTS = {
  // The memory settings of the core's `pnpm start` (apps/core-service/package.json).
  core: {
    args: ['--max-semi-space-size=8', '--max-old-space-size=128', 'core/dist/main.js'],
    env: { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' },
  },
  journey: { args: webServer('journey', 'JOURNEY', 'allow', true), env: {} },
  'customer-space': {
    args: webServer('customer-space', 'CUSTOMER_SPACE', 'disallow', false),
    env: {},
  },
};

const asked = process.argv.slice(2);
const names = asked.length === 0 ? Object.keys(PARTS) : asked;
const unknown = names.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(
    `Unknown part: ${unknown.join(', ')}. Usage: node start.mjs [${Object.keys(PARTS).join('|')} ...]`,
  );
  process.exit(2);
}

applyReleaseDefaults();
const children = names.map((name) =>
  spawn(process.execPath, PARTS[name].args, {
    cwd: releaseDir,
    stdio: 'inherit',
    env: { ...PARTS[name].env, ...process.env },
  }),
);
let exitCode;
const stop = (code) => {
  exitCode ??= code;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
};
for (const child of children) {
  child.on('exit', (code, signal) => {
    stop(code ?? (signal === 'SIGTERM' ? 0 : 1));
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
