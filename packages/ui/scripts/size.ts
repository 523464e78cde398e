// Reports what each component costs an app, gzipped: builds every component entry (src/<name>/index.ts)
// on its own, the way an app's production build would, and prints a table.
// - "own": the component's code and CSS alone (react-aria-components and React external).
// - "with react-aria": plus the react-aria code it pulls in, with react-aria's strings trimmed to our five
//   languages (@souscrire/i18n's list) by @react-aria/optimize-locales-plugin. React itself is always external: every app
//   pays for it once (about 69 KB gzip).
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LANGUAGES } from '@souscrire/i18n';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const root = join(import.meta.dirname, '..');
const locales = [...LANGUAGES];
const reactOnly = /^(react|react-dom|react\/jsx-runtime|react-dom\/client)$/;
const allBare = /^[^./]/;

const components = globSync('src/*/index.ts', { cwd: root })
  .map((file) => file.split('/')[1] ?? '')
  // The bundler plugin runs at build time and ships nothing to the browser.
  .filter((name) => name !== '' && name !== 'vite-plugin')
  .sort();

/** Gzip size in bytes of every chunk and asset that one entry's build emits. */
async function gzipBytes(name: string, external: RegExp): Promise<number> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), optimizeLocales.vite({ locales })],
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, 'src', name, 'index.ts'), formats: ['es'], fileName: name },
      rolldownOptions: { external: (id) => external.test(id) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  let total = 0;
  for (const output of outputs) {
    for (const item of output.output) {
      total += gzipSync(item.type === 'chunk' ? item.code : item.source).length;
    }
  }
  return total;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const rows: string[][] = [];
for (const name of components) {
  rows.push([name, kb(await gzipBytes(name, allBare)), kb(await gzipBytes(name, reactOnly))]);
}
const header = ['component', 'own KB gzip', 'with react-aria KB gzip'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]): string =>
  `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
console.info(
  [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'),
);
