import { readFileSync } from 'node:fs';
import type { Connect, Plugin } from 'vite';

/**
 * A Vite plugin that answers `/config.json` from a file of the deployment's choice, in the dev server and in
 * `vite preview`: the runtime configuration is replaced without a rebuild (ARCHITECTURE.md). Without a path the
 * built `config.json` (from `public/`) is served.
 *
 * @example
 * // JOURNEY_CONFIG=/tmp/e2e-config.json vite preview
 * defineConfig({ plugins: [runtimeConfigFile(process.env.JOURNEY_CONFIG)] });
 */
export function runtimeConfigFile(path: string | undefined): Plugin {
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    if (!path || request.url?.split('?')[0] !== '/config.json') return next();
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end(readFileSync(path));
  };
  return {
    name: 'souscrire:runtime-config-file',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}
