// Checks the packed kit with attw (are the types wrong?) for every component entry: `exports` maps them
// with one `./*` pattern, which attw does not expand, so the entries are listed from src/<name>/index.ts.
// The package is packed without its scripts: `lint` runs after `build`, and prepack would build it again.
import { execFileSync } from 'node:child_process';
import { globSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const entrypoints = globSync('src/*/index.ts', { cwd: root }).map((file) => `./${file.split('/')[1]}`);
execFileSync('attw', ['--pack', '--profile', 'esm-only', '--entrypoints', ...entrypoints.sort()], {
  cwd: root,
  env: { ...process.env, npm_config_ignore_scripts: 'true' },
  stdio: 'inherit',
});
