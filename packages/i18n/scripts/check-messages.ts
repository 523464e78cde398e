// `pnpm --filter @souscrire/i18n check:messages`: fails when a catalogue is incomplete or inconsistent, when code
// uses a message id missing from the source catalogue, or when src/generated/ is stale; prints coverage.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, MESSAGES_DIR, PACKAGE_DIR, renderGenerated } from './catalogues.ts';
import { checkCatalogues, formatCoverage } from './check-catalogues.ts';

const repo = join(PACKAGE_DIR, '..', '..');
const packages = readdirSync(join(repo, 'packages')).map((name) => join(repo, 'packages', name, 'src'));
const result = checkCatalogues({
  messagesDir: MESSAGES_DIR,
  codeRoots: [join(repo, 'apps', 'journey', 'src'), join(repo, 'apps', 'customer-space', 'src'), ...packages],
  baseDir: repo,
});

const problems = [...result.problems];
for (const [name, content] of Object.entries(renderGenerated().files)) {
  const path = join(GENERATED_DIR, name);
  if (!existsSync(path) || readFileSync(path, 'utf8') !== content) {
    problems.push(`src/generated/${name} is out of date: run \`pnpm --filter @souscrire/i18n generate\``);
  }
}

console.info('Message coverage (keys translated / total, en is the source):');
for (const line of formatCoverage(result.coverage)) console.info(`  ${line}`);
console.info(
  `Message ids in code: ${result.usedIds} distinct, ${result.uses} uses (apps/journey/src, apps/customer-space/src, packages/*/src).`,
);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info('Messages OK.');
