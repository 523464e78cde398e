// Writes docs/configuration.md and .env.example from the schema (`pnpm --filter @souscrire/config generate:docs`).
import { writeFileSync } from 'node:fs';
import { generatedFiles } from './docs.ts';

const root = new URL('../../../', import.meta.url);
for (const file of generatedFiles()) {
  writeFileSync(new URL(file.path, root), file.text);
  console.info(`wrote ${file.path}`);
}
