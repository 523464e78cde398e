import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LANGUAGES } from '@souscrire/i18n';
import { uiPlugin } from '@souscrire/ui/vite-plugin';
import { isolatedWhereMocking, sourceResolution, testSettings } from '@souscrire/vitest-config';
import { coreProxy } from '@souscrire/web-server/core-proxy-plugin';
import { precompress } from '@souscrire/web-server/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { runtimeConfigFile } from './build/runtime-config-file.ts';
import { versionFile } from './build/version-file.ts';

const port = Number(process.env.JOURNEY_PORT ?? 5173);
// JOURNEY_OUT_DIR lets several builds (and their previews) live side by side, e.g. parallel e2e runs.
const outDir = process.env.JOURNEY_OUT_DIR ?? 'dist';

/** A plugin of the browser's build only: the server's render module needs no files served beside it. */
const browserOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
});

export default defineConfig({
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    alias: [
      // Messages ship compiled to ASTs (@souscrire/i18n), so the ICU parser stays out of the bundle
      // (FormatJS's documented no-parser entry).
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  plugins: [
    react(),
    // react-aria ships strings for ~35 locales; keep those of the product's languages (one each).
    optimizeLocales.vite({ locales: [...LANGUAGES] }),
    // The kit's corrections to react-aria's strings (a real plural in French and Spanish).
    uiPlugin(),
    browserOnly(versionFile()),
    runtimeConfigFile(process.env.JOURNEY_CONFIG),
    // The journey calls the core on its own origin (`/core/...`) in development too.
    browserOnly(coreProxy(process.env.JOURNEY_CONFIG)),
    // brotli and gzip twins of the build, sent by the production web server (@souscrire/web-server).
    browserOnly(precompress()),
  ],
  // The manifest names each step's chunk for the byte budgets (e2e/budgets.spec.ts); the web server does not serve
  // it (no dot folder is served).
  build: {
    outDir,
    manifest: true,
    // Everything the first page needs in one chunk (and one stylesheet) rather than the 19 scripts
    // and 8 stylesheets Rolldown split it into, which cost a phone on slow 4G a round trip per six files;
    // the journey's other code stays split by screen. The entry stays out of it: it awaits the journey's
    // chunk, which imports the first view's, and a chunk that awaits its own importer never finishes.
    // Likewise the subscription frame, which every subscription page shows, comes with everything it imports
    // (a group takes its modules' dependencies) in one chunk, rather than about 30 files of 1-6 KB: the offer
    // page loads 26 scripts and 227 KB instead of 56 and 265 KB, and Lighthouse's LCP went from 4.3-4.8 s to
    // 3.5-3.9 s.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-view', tags: ['$initial'], test: (id) => !id.endsWith('/src/main.tsx') },
            { name: 'subscription-layout', test: /\/src\/layouts\/subscription-layout\.tsx$/ },
          ],
        },
      },
    },
  },
  // `vite build` builds the browser's code, then the home page's server render, which the web
  // server imports from the build's `.server` folder (a dot folder: never served) to send the home page as HTML.
  builder: { sharedConfigBuild: true },
  environments: {
    ssr: {
      // One self-contained module: the web server runs it from the build, whatever is installed beside it.
      resolve: { noExternal: true },
      build: {
        outDir: `${outDir}/.server`,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { 'render-page': 'src/first-view/render-page.ts' },
          output: { codeSplitting: false },
        },
      },
    },
  },
  server: { port, strictPort: true, allowedHosts: ['.localhost'] },
  preview: { port, strictPort: true, allowedHosts: ['.localhost'] },
  test: {
    ...testSettings,
    setupFiles: ['./src/test/setup.ts'],
    projects: isolatedWhereMocking(import.meta.dirname, ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts']),
  },
});
