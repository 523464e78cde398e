// Compiles messages/*.json into src/generated/ (turbo's `generate` task runs it before typecheck, test and build).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, renderGenerated } from './catalogues.ts';

const { files, filled } = renderGenerated();
mkdirSync(GENERATED_DIR, { recursive: true });
for (const name of readdirSync(GENERATED_DIR)) {
  if (!(name in files)) rmSync(join(GENERATED_DIR, name));
}
for (const [name, content] of Object.entries(files)) writeFileSync(join(GENERATED_DIR, name), content);
for (const [language, ids] of Object.entries(filled)) {
  if (ids.length > 0) {
    console.warn(
      `${language}: ${ids.length} message(s) not translated, English used instead: ${ids.join(', ')}`,
    );
  }
}
console.info(`Generated ${Object.keys(files).length} files in src/generated/.`);
