// `node tooling/boundaries/extension-points.ts` (part of `pnpm boundaries`): prints the goals of the codebase's
// extension points, measured, MET or NOT MET. Fails only when a how-to page lists a file that does not exist.
import { fileURLToPath } from 'node:url';
import { goalsOfRepository } from './goals.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const goals = goalsOfRepository(root);
const width = Math.max(...goals.map(({ what }) => what.length));
console.info(`${'What it takes'.padEnd(width)}  ${'Now'.padStart(4)}  Goal`);
for (const { what, now, goal, met, detail } of goals) {
  console.info(`${what.padEnd(width)}  ${String(now).padStart(4)}  ${goal}: ${met ? 'MET' : 'NOT MET'}`);
  if (detail) console.info(`${''.padEnd(width)}        ${detail}`);
}
