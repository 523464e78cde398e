import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { API_CSP, isAllowedJourneyOrigin, journeySources, sandboxPageCsp } from './security-headers.ts';

let service: TestService;
let production: TestService;
beforeAll(async () => {
  service = await startTestService();
  production = await startTestService({
    CORE_JOURNEY_ORIGINS: 'https://maif.example, https://souscrire.example, not an origin',
  });
}, 120_000);
afterAll(async () => {
  await service.close();
  await production.close();
});

describe('journey origins', () => {
  test.each([
    [{}, ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*']],
    [{ NODE_ENV: 'production' }, []],
    [{ CORE_JOURNEY_ORIGINS: 'https://a.example,https://b.example/path' }, ['https://a.example']],
  ])('%j -> %j', (env, sources) => {
    expect(journeySources(env)).toEqual(sources);
  });

  test.each([
    ['http://maif.localhost:5173', {}, true],
    ['http://localhost:5180', {}, true],
    ['https://evil.example', {}, false],
    ['http://maif.localhost:5173', { CORE_JOURNEY_ORIGINS: 'https://maif.example' }, false],
    ['https://maif.example', { CORE_JOURNEY_ORIGINS: 'https://maif.example' }, true],
    ['http://localhost:5173', { NODE_ENV: 'production' }, false],
  ])('%s with %j: %s', (origin, env, allowed) => {
    expect(isAllowedJourneyOrigin(origin, env)).toBe(allowed);
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
