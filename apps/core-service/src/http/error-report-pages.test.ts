import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRecentLogLines } from '../logging/recent-log-lines.ts';
import { startService } from '../start-service.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { ERROR_REPORTS_KEPT, parseEnvelope, SANDBOX_DSN_PUBLIC_KEY } from '../tracking/error-reports.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** An envelope as @sentry/browser's fetch transport sends it: a header line, an item header, the event. */
function envelope(event: Record<string, unknown>, eventId = 'a'.repeat(32)): string {
  return [
    JSON.stringify({
      event_id: eventId,
      sent_at: new Date().toISOString(),
      sdk: { name: 'sentry.javascript.react' },
    }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: eventId, ...event }),
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify({ discarded_events: [] }),
  ].join('\n');
}

const errorEvent = (tenant: string, message = 'Boom') => ({
  level: 'error',
  release: 'build-1',
  environment: 'local',
  exception: { values: [{ type: 'Error', value: message }] },
  tags: { tenant, locale: 'fr-FR', step: 'offer' },
  contexts: { trace: { trace_id: TRACE, span_id: '00f067aa0ba902b7' } },
});

const post = (body: string, key = SANDBOX_DSN_PUBLIC_KEY) =>
  service.app.request(`/api/7/envelope/?sentry_key=${key}&sentry_version=7`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://maif.localhost:5173' },
    body,
  });

describe('the error-reporting sandbox', () => {
  test("keeps an envelope's error events and lists them for their tenant only", async () => {
    const answer = await post(envelope(errorEvent('maif')));
    expect(answer.status).toBe(200);
    // The journey's SDK reads the answer across origins.
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://maif.localhost:5173');
    const page = await service.app.request('/dev/errors?token=dev-token-maif');
    const html = await page.text();
    expect(html).toContain('Error: Boom');
    expect(html).toContain('locale=fr-FR<br>step=offer<br>tenant=maif');
    expect(html).toContain('build-1');
    expect(html).toContain(`<code data-trace-id>${TRACE}</code>`);
    expect(html).toContain(`/dev/requests?token=dev-token-maif&#38;trace=${TRACE}`);
    expect(await (await service.app.request('/dev/errors?token=dev-token-qbe')).text()).not.toContain('Boom');
    expect((await service.app.request('/dev/errors')).status).toBe(401);
  });

  test('refuses another key, a malformed envelope, and an unknown project address', async () => {
    expect((await post(envelope(errorEvent('maif')), 'otherkey')).status).toBe(401);
    expect((await post('not json')).status).toBe(400);
    expect(
      (await post(`${JSON.stringify({})}\n${JSON.stringify({ type: 'event', length: 999 })}\n{}`)).status,
    ).toBe(400);
    const unknown = await service.app.request('/api/x/envelope/?sentry_key=souscriresandbox', {
      method: 'POST',
      body: envelope(errorEvent('maif')),
    });
    expect(unknown.status).toBe(404);
  });

  test('reads items by their length, binary or not', () => {
    const payload = '{"a":"é\\n"}';
    const bytes = new TextEncoder().encode(
      `{}\n{"type":"event","length":${new TextEncoder().encode(payload).length}}\n${payload}\n{"type":"x"}\n{}`,
    );
    const parsed = parseEnvelope(bytes);
    expect(parsed.items.map((item) => new TextDecoder().decode(item.payload))).toEqual([payload, '{}']);
  });

  test(`keeps the latest ${ERROR_REPORTS_KEPT} events only`, async () => {
    for (let index = 0; index < 3; index += 1) await post(envelope(errorEvent('oryx', `Boom ${index}`)));
    await service.db.query(
      `INSERT INTO error_reports (project, event_id, level, message, tenant, event)
       SELECT '7', 'filler', 'error', 'filler', 'hobast', '{}'::jsonb FROM generate_series(1, $1)`,
      [ERROR_REPORTS_KEPT],
    );
    await post(envelope(errorEvent('oryx', 'Latest')));
    const count = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM error_reports');
    expect(count[0]?.n).toBe(ERROR_REPORTS_KEPT);
    const html = await (await service.app.request('/dev/errors?token=dev-token-oryx')).text();
    expect(html).toContain('Latest');
    expect(html).not.toContain('Boom 0');
  });
});

describe("the core's request log", () => {
  test("writes a traceparent's trace id in the request line, shown on the dev page", async () => {
    const recentLogs = createRecentLogLines();
    const { app } = await startService({
      db: service.db,
      env: { NODE_ENV: 'test', CORE_SANDBOX_PAGES: '1' },
      logger: pino({ level: 'info' }, recentLogs.stream),
      recentLogs,
    });
    const answer = await app.request('/v2/products?country=FR', {
      headers: {
        authorization: 'Bearer dev-token-maif',
        traceparent: `00-${TRACE}-00f067aa0ba902b7-01`,
        origin: 'http://maif.localhost:5173',
      },
    });
    expect(answer.status).toBe(200);
    await app.request('/v2/products?country=FR', { headers: { authorization: 'Bearer dev-token-maif' } });
    const line = recentLogs.lines((entry) => entry.msg === 'request' && entry.traceId === TRACE)[0];
    expect(line).toMatchObject({ method: 'GET', path: '/v2/products', status: 200, tenant: 'maif' });
    const page = await (await app.request(`/dev/requests?token=dev-token-maif&trace=${TRACE}`)).text();
    expect(page).toContain(`<code data-trace-id>${TRACE}</code>`);
    expect(page).toContain(': 1.</p>');
    // The preflight of a journey's call allows the trace headers.
    const preflight = await app.request('/v2/products', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://maif.localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'traceparent,sentry-trace,baggage',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'traceparent,sentry-trace,baggage',
    );
  });
});
