// `pnpm --filter @souscrire/boundaries ticket-words`: fails when a tracked file cites a ticket instead of the rule.
import { fileURLToPath } from 'node:url';
import { ticketWordsOfRepository } from './ticket-words.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const found = ticketWordsOfRepository(root);
for (const { path, line, text } of found) console.error(`${path}:${line}: ${text}`);
console.info(`ticket references in tracked files: ${found.length} (goal 0)`);
if (found.length > 0) process.exit(1);
