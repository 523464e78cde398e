// Finishes dist/ for the stylesheets, after tsc:
// - copies every stylesheet of src/ to the same place in dist/. tsc emits the JavaScript with its
//   `import './button.css'` lines intact, so each component keeps its own CSS and an app's bundler pays only
//   for the components it imports (package.json `sideEffects` keeps these imports);
// - blanks those imports in the declaration files, where tsc keeps them too: types need no CSS, and a strict
//   consumer (`noUncheckedSideEffectImports`) cannot resolve a stylesheet from a .d.ts (TS2307). The line is
//   emptied rather than removed so that the declaration maps still point at the right source lines.
import { cpSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stylesheets = globSync('src/**/*.css', { cwd: root });
for (const file of stylesheets) {
  const target = join(root, 'dist', file.slice('src/'.length));
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(root, file), target);
}

const cssImport = /^import '\.{1,2}\/[^']+\.css';$/gm;
let blanked = 0;
for (const file of globSync('dist/**/*.d.ts', { cwd: root })) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const stripped = text.replace(cssImport, () => {
    blanked += 1;
    return '';
  });
  if (stripped !== text) writeFileSync(path, stripped);
}
console.info(
  `copied ${stylesheets.length} stylesheets to dist/, blanked ${blanked} CSS imports in declarations`,
);
