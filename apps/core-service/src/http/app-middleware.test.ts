import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { RateLimitRefusal } from '../infrastructure/rate-limits.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import { ApiError } from './api-error.ts';
import {
  type AppEnv,
  answerError,
  answerNotFound,
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_EXPOSE_HEADERS,
  CORS_MAX_AGE_SECONDS,
  journeyCors,
  refuseNulAddress,
  requestLogging,
  UNMATCHED_ROUTE,
} from './app-middleware.ts';
import { isJourneyOrigin } from './journey-origin.ts';
import { securityHeaders } from './security-headers.ts';

/** Metrics that keep what they were told: each request's method, route and status, and the limits' refusals. */
function recorder(): { metrics: ServiceMetrics; requests: string[]; refusals: string[] } {
  const requests: string[] = [];
  const refusals: string[] = [];
  const metrics: ServiceMetrics = {
    request: (method, route, status, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      requests.push(`${method} ${route} ${status}`);
    },
    rateLimited: (limit) => refusals.push(limit),
    paymentSettled: () => {},
    signatureVerified: () => {},
    scrape: async () => ({ contentType: 'text/plain', text: '' }),
  };
  return { metrics, requests, refusals };
}

/** The `hono/cors` settings journeyCors replaced: both must answer the same headers. */
const honoCors = cors({
  origin: (origin) => (isJourneyOrigin(origin, {}) ? origin : null),
  credentials: true,
  allowHeaders: CORS_ALLOW_HEADERS,
  allowMethods: CORS_ALLOW_METHODS,
  exposeHeaders: CORS_EXPOSE_HEADERS,
  maxAge: CORS_MAX_AGE_SECONDS,
});

/** The app's middleware with the given CORS, and routes answering JSON, a header of their own, an error, a redirect. */
function appWith(corsMiddleware: MiddlewareHandler): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLogging(pino({ level: 'silent' }), recorder().metrics));
  app.use('*', securityHeaders());
  app.use('*', corsMiddleware);
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/own-header', (c) => {
    c.header('Retry-After', '30');
    c.header('Vary', 'Accept-Language');
    return c.json({ ok: true }, 201);
  });
  app.get('/refused', () => {
    throw new ApiError(422, 'validation_error', 'Refused.');
  });
  app.get('/crash', () => {
    throw new Error('inside');
  });
  app.get('/', (c) => c.redirect('/docs'));
  app.notFound(answerNotFound);
  app.onError(answerError);
  return app;
}

const ORIGINS = [
  undefined,
  'http://maif.localhost:5173',
  'http://localhost:5173',
  'https://evil.example.com',
];
const CALLS: [string, string][] = [
  ['GET', '/json'],
  ['GET', '/own-header'],
  ['GET', '/refused'],
  ['GET', '/crash'],
  ['GET', '/'],
  ['GET', '/nowhere'],
  ['PUT', '/json'],
  ['OPTIONS', '/json'],
  ['OPTIONS', '/nowhere'],
];

/** An answer as the browser sees it: status, headers (the request id left out: made up each time) and body. */
async function seen(app: Hono<AppEnv>, method: string, path: string, origin: string | undefined) {
  const headers: Record<string, string> = { 'x-request-id': 'req-1' };
  if (origin !== undefined) headers.origin = origin;
  if (method === 'OPTIONS') {
    headers['access-control-request-method'] = 'PUT';
    headers['access-control-request-headers'] = 'authorization,content-type';
  }
  const response = await app.request(path, { method, headers });
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

describe('journeyCors answers the headers hono/cors answered', () => {
  const ours = appWith(journeyCors({}));
  const hono = appWith(honoCors);
  for (const [method, path] of CALLS) {
    test.each(ORIGINS)(`${method} ${path} from %s`, async (origin) => {
      const answer = await seen(ours, method, path, origin);
      expect(answer).toEqual(await seen(hono, method, path, origin));
      expect(answer.headers).toContainEqual(['x-request-id', 'req-1']);
      expect(answer.headers).toContainEqual(['x-content-type-options', 'nosniff']);
      // A preflight is kept two hours, not Chromium's 5 s: a visitor's calls do not each pay one.
      if (method === 'OPTIONS') expect(answer.headers).toContainEqual(['access-control-max-age', '7200']);
    });
  }
});

test.each([
  ['journeyCors', journeyCors({}), true],
  ['hono/cors', honoCors, false],
])('with %s, the answer sent is the one the route made (not a copy)', async (_name, corsMiddleware, kept) => {
  // A copy (hono/cors, or c.header() after the route) turns the body into a stream, which @hono/node-server reads
  // back chunk by chunk; the route's own answer keeps its string body and is written at once with its length.
  let made: Response | undefined;
  let sent: Response | undefined;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    sent = c.res;
  });
  app.use('*', requestLogging(pino({ level: 'silent' }), recorder().metrics));
  app.use('*', securityHeaders());
  app.use('*', corsMiddleware);
  app.get('/json', (c) => {
    made = c.json({ ok: true });
    return made;
  });
  const response = await app.request('/json', { headers: { origin: 'http://localhost:5173' } });
  expect(await response.json()).toEqual({ ok: true });
  expect(sent === made).toBe(kept);
});

describe('the request metrics', () => {
  test('label each request by its route template, never its address, and unknown addresses alike', async () => {
    const { metrics, requests, refusals } = recorder();
    const app = new Hono<AppEnv>();
    app.use('*', requestLogging(pino({ level: 'silent' }), metrics));
    app.use('*', journeyCors({}));
    app.use('*', refuseNulAddress());
    app.get('/items/:id', (c) => c.json({ id: c.req.param('id') }));
    app.post('/items/:id/limited', () => {
      throw new RateLimitRefusal('searchesPerIp', 30);
    });
    app.notFound(answerNotFound);
    app.onError(answerError);

    await app.request('/items/4f2a');
    await app.request('/items/9b71');
    await app.request('/items/1%00');
    await app.request('/items/1/limited', { method: 'POST' });
    await app.request('/nowhere/4f2a');
    await app.request('/items/4f2a', { method: 'OPTIONS', headers: { origin: 'http://localhost:5173' } });
    await app.request('/items/4f2a', { method: 'BREW' });

    expect(requests).toEqual([
      'GET /items/:id 200',
      'GET /items/:id 200',
      // Refused by a middleware before its route ran: still the route it was for.
      'GET /items/:id 400',
      'POST /items/:id/limited 429',
      `GET ${UNMATCHED_ROUTE} 404`,
      `OPTIONS ${UNMATCHED_ROUTE} 204`,
      `other ${UNMATCHED_ROUTE} 404`,
    ]);
    expect(refusals).toEqual(['searchesPerIp']);
  });
});
