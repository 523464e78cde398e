import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TENANTS } from '@souscrire/core-api/tenants';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTRACT_PATH, loadContract } from './http/contract.ts';
import { handlers } from './http/handlers.ts';
import { startTestService, type TestService } from './testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

test('GET /internal/health answers ok without a token', async () => {
  const { data, response } = await service.api({ token: null }).GET('/internal/health');
  expect(response.status).toBe(200);
  expect(data).toEqual({ status: 'ok' });
});

test('every handler serves an operation of the contract', () => {
  const ids = new Set(loadContract().operations.map((operation) => operation.operationId));
  for (const id of Object.keys(handlers)) expect(ids.has(id), id).toBe(true);
});

// A route outside the contract, on purpose: sent untyped.
test('an unknown route answers a normalised 404', async () => {
  const response = await service.call('GET', '/v2/nothing-here');
  expect(response.status).toBe(404);
  expect(response.body).toMatchObject({ title: 'Not found', code: 'not_found', message: expect.any(String) });
});

test('a request id is taken from X-Request-Id or made up, and sent back', async () => {
  const given = await service.api().GET('/internal/health', { headers: { 'x-request-id': 'req-42' } });
  expect(given.response.headers.get('x-request-id')).toBe('req-42');
  const made = await service.api().GET('/internal/health');
  expect(made.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test.each([
  ['http://maif.localhost:5173', true],
  ['http://localhost:5173', true],
  ['https://evil.example.com', false],
])('CORS for origin %s allowed: %s, with credentials', async (origin, allowed) => {
  const response = await service.app.request('/v2/products', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
  expect(response.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
  if (allowed) expect(response.headers.get('access-control-allow-credentials')).toBe('true');
});

test('the OpenAPI document is served in YAML and in JSON, without a token, as the package exports it', async () => {
  const api = service.api({ token: null });
  const yaml = await api.GET('/openapi.yaml', { parseAs: 'text' });
  expect(yaml.response.status).toBe(200);
  expect(yaml.response.headers.get('content-type')).toMatch(/^application\/yaml/);
  expect(yaml.data).toBe(readFileSync(CONTRACT_PATH, 'utf8'));
  const json = await api.GET('/openapi.json');
  expect(json.response.status).toBe(200);
  expect(json.response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(json.data).toEqual(loadContract().document);
  const pack = readFileSync(fileURLToPath(import.meta.resolve('@souscrire/core-api/package.json')), 'utf8');
  expect(json.data?.info).toMatchObject({ version: (JSON.parse(pack) as { version: string }).version });
});

// The reference page and the root are the service's own pages, outside the contract: untyped.
test('the root leads to the reference page at /docs, which reads the document', async () => {
  const root = await service.call('GET', '/', { token: null });
  expect(root.status).toBe(302);
  expect(root.headers.get('location')).toBe('/docs');
  const docs = await service.call('GET', '/docs', { token: null });
  expect(docs.status).toBe(200);
  expect(docs.body).toContain('/openapi.yaml');
});

// The reference page is outside the contract too: read untyped.
test('/docs works offline: its scripts and styles come from the service, never a CDN', async () => {
  const docs = await service.call('GET', '/docs', { token: null });
  const sources = [...String(docs.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect(source.startsWith('/docs/assets/'), source).toBe(true);
    expect((await service.app.request(source)).status, source).toBe(200);
  }
  expect((await service.app.request('/docs/assets/package.json')).status).toBe(404);
});

describe('tokens', () => {
  test.each([
    ['no token', null],
    ['an unknown token', 'not-a-token'],
  ])('%s gets a normalised 401', async (_, token) => {
    const { error, response } = await service.api({ token }).GET('/v2/products');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ title: 'Unauthorized', code: 'unauthorized' });
  });

  test.each(TENANTS.map((tenant) => tenant.id))('the development token of %s is seeded', async (tenant) => {
    const { data, response } = await service.api({ token: `dev-token-${tenant}` }).GET('/v2/products');
    expect(response.status).toBe(200);
    expect(data?.data.length).toBeGreaterThan(0);
  });

  test('development tokens are refused when NODE_ENV=production', async () => {
    const { createApp } = await import('./app.ts');
    const production = createApp({
      db: service.db,
      reference: service.reference,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
    const response = await production.request('/v2/products', {
      headers: { authorization: 'Bearer dev-token-maif' },
    });
    expect(response.status).toBe(401);
  });
});

// A body that is not JSON at all: sent untyped as text.
test('a malformed JSON body answers 400, never 500', async () => {
  const response = await service.call('POST', '/v2/prospects', { body: '{not json' });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ code: 'bad_request', errors: { body: expect.any(Array) } });
});
