import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { errorFields, writeLogLine } from '@souscrire/config';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { type BuildManifest, moduleStylesheets } from './build-manifest.ts';
import { cacheControlFor, REVALIDATE } from './cache-control.ts';
import { contentSecurityPolicy, type InlineSources, type RuntimeConfig } from './content-security-policy.ts';
import { routeCoreProxy } from './core-proxy.ts';
import {
  composePage,
  type InlinedStylesheet,
  linkedStylesheets,
  type PageRenderer,
  type RenderedPage,
} from './rendered-page.ts';
import { heldSession, requestIsHttps } from './session-cookies.ts';
import { tenantFavicon } from './tenant-favicon.ts';

/** What the server serves. */
export type WebServerOptions = {
  /** The built app's folder (Vite's `dist`). */
  readonly root: string;
  /** A runtime configuration served as `/config.json` instead of the built one (`JOURNEY_CONFIG`). */
  readonly configFile?: string | undefined;
  /** `robots.txt` when the build has none: the journey is indexed, the customer space is not. */
  readonly robots?: 'allow' | 'disallow';
  /** The app's server render of some pages (the journey's home page); the others are the app's `index.html`. */
  readonly render?: PageRenderer;
  /** How the server render and the core proxy call other services; the global `fetch` by default. */
  readonly fetch?: typeof fetch;
};

/** What a request's handlers tell the headers' middleware: the inline script and styles of a rendered page. */
export type WebServerEnv = { Variables: { inline: InlineSources } };

const HSTS = 'max-age=31536000; includeSubDomains';
// Pages that the app frames itself: the signature provider returns to this page inside the signing frame.
const SELF_FRAMED = /^\/internal\/callback\//;
const HIDDEN = /(^|\/)\.(?!well-known\/)/;
/** The tenant's mark, under both names browsers and pages ask for. */
const FAVICONS = ['/favicon.ico', '/favicon.svg'];
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * A file's text, read again only when its modification time changes (a missing file reads as `missing`), with
 * what `parse` makes of it: a deployment replaces the configuration or the build without a restart, and a
 * request reads nothing but the file's status.
 */
function fileWhenChanged<T>(path: string, missing: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; text: string; value: T } | undefined;
  return () => {
    const { mtimeMs } = statSync(path, { throwIfNoEntry: false }) ?? { mtimeMs: -1 };
    if (cached?.mtimeMs !== mtimeMs) {
      const text = mtimeMs === -1 ? missing : readFileSync(path, 'utf8');
      cached = { mtimeMs, text, value: parse(text) };
    }
    return cached;
  };
}

function hasExtension(path: string): boolean {
  return /\.[^/]+$/.test(path);
}

/**
 * The production web server of a built single-page app (ARCHITECTURE: Serving the apps), a Hono app:
 * - the build's files through Hono's static middleware, brotli or gzip when the build has `.br`/`.gz` twins
 *   (`precompress()` Vite plugin) and the browser accepts them, always with `Vary: Accept-Encoding`;
 * - hashed `/assets/*` cached for a year as immutable, everything else `no-cache`;
 * - unknown paths without an extension answer the app's `index.html` (its router decides), missing files 404,
 *   and so do the build's dot folders (`.vite/`);
 * - `/core/*` is forwarded to the core service of the call's tenant, with the client session kept in an
 *   HttpOnly cookie (forwardToCore);
 * - `/config.json` from `configFile` when given; `/favicon.ico` the host's tenant mark; `robots.txt`;
 *   `/healthz` for load balancers;
 * - on every answer the security headers and a CSP built from the runtime configuration,
 *   HSTS only over https (`X-Forwarded-Proto` behind a proxy).
 *
 * @example
 * const app = createWebServer({ root: 'apps/journey/dist', configFile: process.env.JOURNEY_CONFIG });
 * const response = await app.request('/fr-FR', { headers: { 'accept-encoding': 'br' } });
 */
export function createWebServer(options: WebServerOptions): Hono<WebServerEnv> {
  const { root } = options;
  const configPath = options.configFile ?? join(root, 'config.json');
  const runtimeConfig = fileWhenChanged(configPath, '{}', (text) => JSON.parse(text) as RuntimeConfig);
  const buildFile = (href: string) => {
    const path = join(root, href);
    return statSync(path, { throwIfNoEntry: false })?.isFile() ? readFileSync(path, 'utf8') : undefined;
  };
  // The page a server render goes into, and the build's stylesheets it links, which a rendered page carries.
  const indexTemplate = fileWhenChanged(join(root, 'index.html'), '', (text) =>
    linkedStylesheets(text, buildFile),
  );
  // Which stylesheets a rendered page's modules load (Vite's manifest), and their text: hashed, never changed.
  const manifest = fileWhenChanged(
    join(root, '.vite', 'manifest.json'),
    '{}',
    (text) => JSON.parse(text) as BuildManifest,
  );
  const assetStylesheets = new Map<string, string | undefined>();
  const carriedStylesheets = (page: RenderedPage): InlinedStylesheet[] => {
    const template = indexTemplate().value;
    const linked = new Set(template.map((sheet) => sheet.href));
    const own = moduleStylesheets(manifest().value, page.modules ?? []).flatMap((href) => {
      if (linked.has(href) || !href.startsWith('/assets/') || href.includes('..')) return [];
      if (!assetStylesheets.has(href)) assetStylesheets.set(href, buildFile(href));
      const css = assetStylesheets.get(href);
      return css === undefined ? [] : [{ href, css }];
    });
    return [...template, ...own];
  };

  const app = new Hono<WebServerEnv>();
  app.use(
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: true,
      // Set below, only over https; frame-ancestors of the CSP replaces X-Frame-Options.
      strictTransportSecurity: false,
      xFrameOptions: false,
      // Set below: same-origin, but for the tenant's mark, which its providers' pages show (the signing page).
      crossOriginResourcePolicy: false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    const frameAncestors = SELF_FRAMED.test(c.req.path) ? 'self' : 'none';
    c.res.headers.set(
      'Cross-Origin-Resource-Policy',
      FAVICONS.includes(c.req.path) ? 'cross-origin' : 'same-origin',
    );
    c.res.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(runtimeConfig().value, frameAncestors, c.get('inline')),
    );
    if (requestIsHttps(c.req.raw)) c.res.headers.set('Strict-Transport-Security', HSTS);
    // A missing hashed file may exist after the next deployment: only found files are immutable.
    if (!c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.res.ok ? cacheControlFor(c.req.path) : REVALIDATE);
    }
    if (COMPRESSIBLE.test(c.res.headers.get('Content-Type') ?? '') && !c.res.headers.has('Vary')) {
      c.res.headers.set('Vary', 'Accept-Encoding');
    }
  });

  routeCoreProxy(app, {
    runtimeConfig: () => runtimeConfig().value,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/config.json', (c) =>
    c.body(runtimeConfig().text, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': REVALIDATE,
    }),
  );
  // An SVG under the .ico name: browsers read the type from Content-Type, and one mark serves both names.
  for (const path of FAVICONS) {
    app.get(path, (c) =>
      c.body(tenantFavicon(c.req.header('host')), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': REVALIDATE,
      }),
    );
  }
  // The build's dot folders (Vite's .vite/manifest.json, read by the byte budgets) are not for browsers.
  app.use('*', async (c, next) => (HIDDEN.test(c.req.path) ? c.notFound() : next()));
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\n${options.robots === 'disallow' ? 'Disallow: /' : 'Allow: /'}\n`),
  );
  // SPA fallback: a route of the app, not a file; a page the app renders on the server is sent rendered,
  // compressed on the fly (its text depends on the request).
  const indexPage = serveStatic({ root, path: 'index.html', precompressed: true });
  const { render } = options;
  const renderedPage = async (request: Request) => {
    if (!render) return undefined;
    const url = new URL(request.url);
    const cookie = request.headers.get('cookie') ?? '';
    try {
      return await render({
        url,
        config: runtimeConfig().value,
        fetch: options.fetch ?? fetch,
        cookie,
        session: heldSession(cookie, requestIsHttps(request)),
      });
    } catch (error) {
      // The browser renders the page itself, as without a server render; the log says why, as one JSON line.
      writeLogLine('error', 'server render failed', { path: url.pathname, err: errorFields(error) });
      return undefined;
    }
  };
  app.on(['GET', 'HEAD'], '*', compress(), async (c, next) => {
    if (hasExtension(c.req.path)) return next();
    const page = c.req.method === 'GET' ? await renderedPage(c.req.raw) : undefined;
    if (!page) return indexPage(c, next);
    const composed = composePage(indexTemplate().text, page, carriedStylesheets(page));
    c.set('inline', composed.inline);
    return c.html(composed.html, 200, page.personal ? { 'Cache-Control': 'private, no-cache' } : {});
  });
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
