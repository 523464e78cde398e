// `pnpm typecheck` in a package: TypeScript 7's native compiler checks the package's project (tsconfig.json in
// the current folder) without writing anything: `tsc --noEmit`, with any further arguments given.
//
// On one thread: CI runs one task at a time on each core, and the compiler's checker threads only added CPU (the
// journey's check took 4.4 s of CPU on one thread, 7 s on four). TypeScript 5.9's `tsc` took 18.7 s of CPU for the
// same check.
// Run: node ../../tooling/scripts/typecheck.ts [tsc arguments]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('typescript-native/package.json');
const { bin } = require(manifest) as { bin: { tsc: string } };
const checked = spawnSync(
  process.execPath,
  [join(dirname(manifest), bin.tsc), '--noEmit', '--singleThreaded', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(checked.status ?? 1);
