// Copies every stylesheet of src/ to the same place in dist/. tsc emits the JavaScript with its
// `import './button.css'` lines intact, so each component keeps its own CSS and an app's bundler pays
// only for the components it imports (package.json `sideEffects` keeps these imports).
import { cpSync, globSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const files = globSync('src/**/*.css', { cwd: root });
for (const file of files) {
  const target = join(root, 'dist', file.slice('src/'.length));
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(root, file), target);
}
console.info(`copied ${files.length} stylesheets to dist/`);
