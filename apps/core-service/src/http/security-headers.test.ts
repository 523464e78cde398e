import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { API_CSP, sandboxPageCsp } from './security-headers.ts';

let service: TestService;
let production: TestService;
beforeAll(async () => {
  service = await startTestService();
  production = await startTestService({
    NODE_ENV: 'production',
    CORE_JOURNEY_ORIGINS: 'https://maif.example, https://souscrire.example',
  });
}, 120_000);
afterAll(async () => {
  await service.close();
  await production.close();
});

describe('CORS in production, from CORE_JOURNEY_ORIGINS', () => {
  const preflight = (origin: string) =>
    production.app.request('/v2/products', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,x-client-session,idempotency-key',
      },
    });

  test('a configured https origin gets Access-Control-Allow-Origin on its preflight and its GET', async () => {
    const answer = await preflight('https://maif.example');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://maif.example');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toContain('X-Client-Session');
    expect(answer.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const get = await production.app.request('/internal/health', {
      headers: { origin: 'https://maif.example' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('https://maif.example');
    expect(get.headers.get('vary')).toContain('Origin');
  });

  test.each([
    'https://evil.example',
    'http://maif.localhost:5173',
    'http://localhost:5173',
    'http://127.0.0.1:5173',
  ])('%s (unlisted, or localhost in production) gets none', async (origin) => {
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    const get = await production.app.request('/internal/health', { headers: { origin } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('outside production, localhost origins get it as well', async () => {
    const get = await service.app.request('/internal/health', {
      headers: { origin: 'http://maif.localhost:5173' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://maif.localhost:5173');
  });
});

describe('headers of every answer', () => {
  test.each(['/internal/health', '/v2/products', '/no/such/route', '/openapi.yaml'])('%s', async (path) => {
    const response = await service.app.request(path);
    expect(response.headers.get('content-security-policy')).toBe(API_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('HSTS over https, directly or behind a proxy', async () => {
    const direct = await service.app.request('https://core.example/internal/health');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await service.app.request('/internal/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  test('the API reference runs its own start-up script by hash only, and is never framed', async () => {
    const csp = (await service.app.request('/docs')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('sandbox pages', () => {
  test('may be framed by the journeys only: localhost ports in development', async () => {
    const response = await service.app.request('/sandbox/signature/sig_unknown');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:* http://*.localhost:* http://127.0.0.1:*;');
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(await response.text()).not.toMatch(/style="/);
  });

  test('the configured origins in production', async () => {
    const response = await production.app.request('/sandbox/signature/sig_unknown');
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://maif.example https://souscrire.example;',
    );
  });

  test('the dev mailbox is never framed', async () => {
    const response = await service.app.request('/dev/mailbox');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('a page with a script names its nonce', () => {
    expect(sandboxPageCsp({}, { style: "'sha256-x'", nonce: 'abc' })).toContain("script-src 'nonce-abc'");
  });
});

describe('served by Node (@hono/node-server), the same headers as in process', () => {
  /** The headers the middleware adds, and the page's own CSP. */
  const NAMES = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'strict-transport-security',
    'x-request-id',
    'access-control-allow-origin',
    'access-control-allow-credentials',
    'access-control-expose-headers',
    'vary',
  ];
  const picked = (headers: Headers) => Object.fromEntries(NAMES.map((name) => [name, headers.get(name)]));

  test.each([
    ['/', {}],
    ['/internal/health', { 'x-forwarded-proto': 'https' }],
    ['/v2/products', { authorization: 'Bearer dev-token-maif' }],
    ['/no/such/route', {}],
    ['/docs', {}],
    ['/sandbox/signature/sig_unknown', {}],
    ['/dev/mailbox', {}],
  ])('%s', async (path, extra) => {
    const headers = { origin: 'http://maif.localhost:5173', 'x-request-id': 'req-1', ...extra };
    const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const served = await fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: 'manual' });
      const inProcess = await service.app.request(path, { headers });
      expect(served.status).toBe(inProcess.status);
      expect(picked(served.headers)).toEqual(picked(inProcess.headers));
      expect(served.headers.get('x-request-id')).toBe('req-1');
      expect(served.headers.get('access-control-allow-origin')).toBe('http://maif.localhost:5173');
      expect(served.headers.get('content-security-policy')).not.toBeNull();
      await served.arrayBuffer();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
