import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LANGUAGES } from '@souscrire/i18n';
import { uiPlugin } from '@souscrire/ui/vite-plugin';
import { isolatedWhereMocking, sourceResolution, testSettings } from '@souscrire/vitest-config';
import { coreProxy } from '@souscrire/web-server/core-proxy-plugin';
import { precompress } from '@souscrire/web-server/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const port = Number(process.env.CUSTOMER_SPACE_PORT ?? 5174);

// CUSTOMER_SPACE_CONFIG names the runtime configuration served as /config.json by the dev and preview servers,
// so a deployment (or the e2e run) replaces it without a rebuild; without it, the built public/config.json.
// The journey has the same need (JOURNEY_CONFIG): one shared plugin in tooling/ would serve both.
function runtimeConfig(path: string | undefined): Plugin {
  const mount = (server: { middlewares: { use: (route: string, handler: never) => void } }) => {
    if (!path) return;
    const handler = (_request: unknown, response: import('node:http').ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(readFileSync(path));
    };
    server.middlewares.use('/config.json', handler as never);
  };
  return { name: 'customer-space:runtime-config', configureServer: mount, configurePreviewServer: mount };
}

export default defineConfig({
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    // Messages ship compiled (@souscrire/i18n): the ICU parser stays out of the bundle.
    alias: [
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
    runtimeConfig(process.env.CUSTOMER_SPACE_CONFIG),
    // The space calls the core on its own origin (`/core/...`) in development too.
    coreProxy(process.env.CUSTOMER_SPACE_CONFIG),
    // brotli and gzip twins of the build, sent by the production web server (@souscrire/web-server).
    precompress(),
  ],
  build: { outDir: process.env.CUSTOMER_SPACE_OUT_DIR ?? 'dist' },
  server: { port, strictPort: true, allowedHosts: ['.localhost'] },
  preview: { port, strictPort: true, allowedHosts: ['.localhost'] },
  test: {
    ...testSettings,
    setupFiles: ['./src/test/setup.ts'],
    projects: isolatedWhereMocking(import.meta.dirname, ['src/**/*.test.{ts,tsx}']),
  },
});
