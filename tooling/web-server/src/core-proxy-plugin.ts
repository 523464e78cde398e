import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import type { RuntimeConfig } from './content-security-policy.ts';
import { CORE_PROXY_PREFIX, routeCoreProxy } from './core-proxy.ts';

/**
 * A Vite plugin that forwards `/core/*` to the core in the dev server and in `vite preview`, as the production
 * web server does (forwardToCore: the session in an HttpOnly cookie), so the apps call the same address
 * everywhere. The cores are those of the runtime configuration: the file given (`JOURNEY_CONFIG`), else the
 * app's `public/config.json`, read on every call.
 *
 * @example
 * defineConfig({ plugins: [coreProxy(process.env.JOURNEY_CONFIG)] });
 */
export function coreProxy(configFile: string | undefined): Plugin {
  let path = configFile ?? '';
  const app = new Hono();
  routeCoreProxy(app, { runtimeConfig: () => JSON.parse(readFileSync(path, 'utf8')) as RuntimeConfig });
  const listener = getRequestListener(app.fetch);
  const mount = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use((request, response, next) => {
      if (!request.url?.startsWith(`${CORE_PROXY_PREFIX}/`)) return next();
      void listener(request, response);
    });
  };
  return {
    name: 'souscrire:core-proxy',
    configResolved(config) {
      path = configFile ?? join(config.publicDir, 'config.json');
    },
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
