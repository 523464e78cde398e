// `pnpm boundaries`: fails when an import breaks ARCHITECTURE.md's rules.
import { fileURLToPath } from 'node:url';
import { findViolations } from './cruise.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const violations = await findViolations(['apps', 'packages'], root);
for (const { rule, from, to } of violations) console.error(`${rule}: ${from} -> ${to}`);
if (violations.length > 0) process.exit(1);
console.info('boundaries: every import follows ARCHITECTURE.md');
