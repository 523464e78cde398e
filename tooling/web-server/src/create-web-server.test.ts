import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cspHash, REACT_ARIA_PRESSABLE_STYLE } from './content-security-policy.ts';
import { createWebServer } from './create-web-server.ts';
import { AFTER_PAINT_SCRIPT, type PageRenderer, type RenderedPage } from './rendered-page.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('souscrire '.repeat(300))});`;
let root: string;
let configFile: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'web-server-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(root, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'assets/logo-def456.png'), 'png');
  writeFileSync(join(root, 'version.json'), '{"version":"1"}');
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite/manifest.json'), '{}');
  writeFileSync(
    join(root, 'config.json'),
    JSON.stringify({ tenants: { maif: { coreApiUrl: 'http://localhost:4000' } } }),
  );
  configFile = join(root, 'deployed-config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      tenants: {
        maif: { coreApiUrl: 'https://core.maif.example/v2' },
        plussimple: { coreApiUrl: 'https://core.example' },
      },
    }),
  );
});

const get = (path: string, headers: Record<string, string> = {}, options = {}) =>
  createWebServer({ root, ...options }).request(path, { headers });

describe('compression negotiation', () => {
  it('sends the brotli twin to a browser that accepts br', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when br is not accepted', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends the file itself, still varying on Accept-Encoding, when nothing compressed is accepted', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });
});

describe('caching per file kind', () => {
  it.each([
    ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
    ['/assets/logo-def456.png', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/fr-FR/offer', 'no-cache'],
    ['/config.json', 'no-cache'],
    ['/version.json', 'no-cache'],
  ])('%s: %s', async (path, cacheControl) => {
    const response = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });
});

describe('SPA fallback', () => {
  it('answers the app for an unknown route without an extension', async () => {
    const response = await get('/fr-FR/internal/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX);
  });

  it('answers the gzip twin of the app to a route when gzip is accepted', async () => {
    const response = await get('/de-DE/angebot', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(INDEX);
  });

  it.each(['/assets/index-missing.js', '/missing.css', '/assets/../index.html.js', '/.vite/manifest.json'])(
    '404 for a missing file: %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});

describe('runtime configuration', () => {
  it('serves the configuration file named by the deployment instead of the built one', async () => {
    const response = await get('/config.json', {}, { configFile });
    expect(await response.json()).toEqual({
      tenants: {
        maif: { coreApiUrl: 'https://core.maif.example/v2' },
        plussimple: { coreApiUrl: 'https://core.example' },
      },
    });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('builds the CSP from that configuration', async () => {
    const csp = (await get('/', {}, { configFile })).headers.get('content-security-policy') ?? '';
    // The core is called through the app's own origin (/core/*): API calls go nowhere else.
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self' https://core.example https://core.maif.example;");
    expect(csp).not.toContain('localhost:4000');
  });

  it('builds the CSP from the built configuration by default', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' http://localhost:4000;");
  });
});

describe('security headers', () => {
  it('sends the CSP, nosniff and the referrer policy on every answer, no HSTS over http', async () => {
    for (const path of ['/', '/assets/index-abc123.js', '/config.json', '/missing.js', '/healthz']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'sha256-[^']+';/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('lets the app frame its own signature callback page, and only itself', async () => {
    const csp = (await get('/internal/callback/signature?event=signing')).headers.get(
      'content-security-policy',
    );
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('sends HSTS over https, directly or behind a proxy', async () => {
    const direct = await createWebServer({ root }).request('https://maif.example/');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await get('/', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plainBehindProxy = await createWebServer({ root }).request('https://maif.example/', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plainBehindProxy.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('favicon, robots.txt and health', () => {
  it("answers /favicon.ico with the host's tenant mark", async () => {
    const maif = await get('/favicon.ico', { host: 'maif.localhost:5173' });
    const plussimple = await get('/favicon.ico', { host: 'localhost:5173' });
    expect(maif.status).toBe(200);
    expect(maif.headers.get('content-type')).toBe('image/svg+xml');
    const [maifSvg, plussimpleSvg] = [await maif.text(), await plussimple.text()];
    expect(maifSvg).toMatch(/^<svg /);
    expect(plussimpleSvg).toMatch(/^<svg /);
    expect(maifSvg).not.toBe(plussimpleSvg);
    // The mark may be shown by the tenant's providers' pages (the signing page); nothing else leaves the origin.
    expect(maif.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('allows indexing by default and forbids it when asked (the customer space)', async () => {
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\nAllow: /\n');
    expect(await (await get('/robots.txt', {}, { robots: 'disallow' })).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('answers the health route without caching', async () => {
    const response = await get('/healthz');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('server render', () => {
  const STYLESHEET = '.sc-root{margin:0}';
  const OFFER_STYLESHEET = '.sc-offer{display:grid}';
  const page: RenderedPage = {
    lang: 'de',
    tenant: 'maif',
    title: 'Startseite • MAIF',
    description: 'MAIF',
    favicon: 'data:image/svg+xml,%3Csvg%3E',
    styles: [':root { --sc-color-primary: #c41530; }'],
    root: `<main><h1>${'Welche Versicherung suchen Sie? '.repeat(40)}</h1></main>`,
    data: { id: 'sc-home-data', json: '{"catalogue":[]}' },
  };
  let rootWithPage: string;
  beforeAll(() => {
    rootWithPage = mkdtempSync(join(tmpdir(), 'web-server-render-'));
    writeFileSync(
      join(rootWithPage, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Souscrire</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(rootWithPage, 'assets'));
    writeFileSync(join(rootWithPage, 'assets/index-a1.css'), STYLESHEET);
    writeFileSync(join(rootWithPage, 'config.json'), JSON.stringify({ environment: 'local', tenants: {} }));
    writeFileSync(join(rootWithPage, 'version.json'), '{"version":"1"}');
    writeFileSync(join(rootWithPage, 'assets/offer-screen-d4.css'), OFFER_STYLESHEET);
    mkdirSync(join(rootWithPage, '.vite'));
    writeFileSync(
      join(rootWithPage, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1.js', css: ['assets/index-a1.css'] },
        'src/steps/offer/offer-screen.tsx': {
          file: 'assets/offer-screen-d4.js',
          imports: ['index.html'],
          css: ['assets/offer-screen-d4.css', 'assets/gone.css'],
        },
      }),
    );
  });
  const serve = (render: PageRenderer) => createWebServer({ root: rootWithPage, render });

  it('sends a page its renderer renders, compressed, with its script and styles allowed by their hashes', async () => {
    const asked: Parameters<PageRenderer>[0][] = [];
    const response = await serve(async (request) => {
      asked.push(request);
      return page;
    }).request('http://maif.localhost:5173/de-DE?utm_source=x', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain(`<div id="root">${page.root}</div>`);
    expect(html).toContain('<script type="application/json" id="sc-home-data">{"catalogue":[]}</script>');
    // The build's stylesheet in the page, its request no longer holding the first paint.
    expect(html).toContain(`<style>${STYLESHEET}</style>`);
    expect(response.headers.get('content-security-policy')).toContain(
      `style-src 'self' ${cspHash(REACT_ARIA_PRESSABLE_STYLE)} ${cspHash(STYLESHEET)} ${cspHash(page.styles[0] ?? '')};`,
    );
    expect(html).toContain(`<script>${AFTER_PAINT_SCRIPT}</script>`);
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${cspHash(AFTER_PAINT_SCRIPT)};`,
    );
    expect(asked.map(({ url, config, cookie }) => ({ url: url.href, config, cookie }))).toEqual([
      {
        url: 'http://maif.localhost:5173/de-DE?utm_source=x',
        config: { environment: 'local', tenants: {} },
        cookie: '',
      },
    ]);
  });

  it("carries the stylesheets of the page's modules, hands the renderer the request's cookies, and keeps a visitor's page private", async () => {
    const asked: string[] = [];
    const personal: RenderedPage = {
      ...page,
      modules: ['src/steps/offer/offer-screen.tsx', 'src/nowhere.tsx'],
      personal: true,
    };
    const response = await serve(async (request) => {
      asked.push(request.cookie);
      return personal;
    }).request('/fr-FR/souscription/p-1/offre', { headers: { cookie: 'locale=fr-FR' } });
    expect(asked).toEqual(['locale=fr-FR']);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    // Once each: the template's where it links it, the module's in the head; a file the build lacks, not at all.
    expect(html.split(`<style>${STYLESHEET}</style>`).length).toBe(2);
    expect(html).toContain(`<style>${OFFER_STYLESHEET}</style><style>${page.styles[0]}</style></head>`);
    expect(html).toContain('href="/assets/offer-screen-d4.css" media="not all"');
    expect(html).not.toContain('gone.css');
    expect(response.headers.get('content-security-policy')).toContain(cspHash(OFFER_STYLESHEET));
  });

  it('hands the renderer the session of the HttpOnly cookie only: __Host- over https, the plain name over http', async () => {
    const asked: (string | undefined)[] = [];
    const app = serve(async (request) => {
      asked.push(request.session);
      return undefined;
    });
    const cookie = 'client_session=plain; __Host-client_session=secure; client_signed_in=1';
    await app.request('/fr-FR/souscription/p-1/paiement', { headers: { cookie } });
    await app.request('/fr-FR/souscription/p-1/paiement', {
      headers: { cookie, 'x-forwarded-proto': 'https' },
    });
    await app.request('/fr-FR/souscription/p-1/paiement', { headers: { cookie: 'client_signed_in=1' } });
    expect(asked).toEqual(['plain', 'secure', undefined]);
  });

  it('sends the build’s index.html for a page its renderer leaves to the browser, or fails to render', async () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    for (const render of [async () => undefined, () => Promise.reject(new Error('core down'))]) {
      const response = await serve(render).request('/de-DE');
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('<div id="root"></div>');
      // Linked as the build links it: the file is what a page the browser renders waits for.
      expect(text).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>');
      expect(response.headers.get('content-security-policy')).toContain(
        `script-src 'self'; style-src 'self' ${cspHash(REACT_ARIA_PRESSABLE_STYLE)};`,
      );
    }
    // The failed render is logged as one JSON line, in the shape of the core's log lines.
    const lines = written.mock.calls.map(([text]) => String(text));
    written.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 50,
      msg: 'server render failed',
      path: '/de-DE',
      err: { type: 'Error', message: 'core down' },
    });
  });

  it('never renders a file, nor a HEAD request', async () => {
    const render = vi.fn(async () => page);
    expect((await serve(render).request('/version.json')).status).toBe(200);
    expect((await serve(render).request('/missing.js')).status).toBe(404);
    expect((await serve(render).request('/de-DE', { method: 'HEAD' })).status).toBe(200);
    expect(render).not.toHaveBeenCalled();
  });
});
