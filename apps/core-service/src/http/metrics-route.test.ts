import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** An app on the test service's database with the given environment. */
function appWith(env: NodeJS.ProcessEnv) {
  return createApp({
    db: service.db,
    reference: service.reference,
    logger: pino({ level: 'silent' }),
    env,
  });
}

const scrape = (app: ReturnType<typeof appWith>, authorization?: string) =>
  app.request('/internal/metrics', { headers: authorization === undefined ? {} : { authorization } });

describe('GET /internal/metrics', () => {
  test('answers the Prometheus text exposition, the process metrics included', async () => {
    const { status, headers, body } = await service.call('GET', '/internal/metrics', { token: null });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  test('with a metrics token: only that bearer token opens it, a tenant token does not', async () => {
    const app = appWith({ NODE_ENV: 'test', CORE_METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      'Bearer dev-token-maif',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}-and-more`,
      TOKEN,
    ]) {
      const refused = await scrape(app, authorization);
      expect([authorization, refused.status]).toEqual([authorization, 401]);
      expect(((await refused.json()) as { code: string }).code).toBe('unauthorized');
    }
    const allowed = await scrape(app, `Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('http_request_duration_seconds_bucket');
  });

  test('in production: off (404) without a metrics token, open to its bearer with one', async () => {
    const off = await scrape(appWith({ NODE_ENV: 'production' }));
    expect(off.status).toBe(404);
    expect(((await off.json()) as { code: string }).code).toBe('not_found');
    const app = appWith({ NODE_ENV: 'production', CORE_METRICS_TOKEN: TOKEN });
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, `Bearer ${TOKEN}`)).status).toBe(200);
  });
});
