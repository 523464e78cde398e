import { describe, expect, test, vi } from 'vitest';
import { journeyConfigSchema } from '../config/journey-config.ts';
import { createMonitoring } from './monitoring.ts';

const DSN = 'http://souscriresandbox@core.test/1';

/** A fake SDK module: what monitoring.ts hands it, and whether it was ever downloaded. */
function fakeSdk() {
  const sdk = { startSdk: vi.fn(), captureException: vi.fn(), setTags: vi.fn() };
  const loadSdk = vi.fn(async () => sdk as unknown as typeof import('./sentry-sdk.ts'));
  return { sdk, loadSdk };
}

const configWith = (monitoring?: { dsn: string; testErrors?: boolean }, environment = 'local') =>
  journeyConfigSchema.parse({ environment, ...(monitoring ? { monitoring } : {}) });

describe('createMonitoring', () => {
  test('without a DSN: no headers, nothing reported, the SDK never downloaded', () => {
    const { loadSdk } = fakeSdk();
    const monitoring = createMonitoring(configWith(), { release: '1.2.3', loadSdk });
    monitoring.captureException(new Error('lost'));
    expect(monitoring.enabled).toBe(false);
    expect(monitoring.traceHeaders()).toEqual({});
    expect(loadSdk).not.toHaveBeenCalled();
  });

  test('with a DSN, every call carries the page’s trace at once, and the SDK is not downloaded for it', () => {
    const { loadSdk } = fakeSdk();
    const monitoring = createMonitoring(configWith({ dsn: DSN }), { release: '1.2.3', loadSdk });
    const first = monitoring.traceHeaders();
    const second = monitoring.traceHeaders();
    const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-00$/.exec(first.traceparent ?? '') ?? [];
    expect(traceId).toBeDefined();
    expect(first['sentry-trace']).toBe(`${traceId}-${spanId}`);
    expect(first.baggage).toContain(`sentry-trace_id=${traceId}`);
    expect(first.baggage).toContain('sentry-public_key=souscriresandbox');
    expect(first.baggage).toContain('sentry-release=1.2.3');
    // One trace for the page, a span of its own for each call.
    expect(second.traceparent).toContain(`-${traceId}-`);
    expect(second.traceparent).not.toBe(first.traceparent);
    expect(loadSdk).not.toHaveBeenCalled();
  });

  test('an error downloads the SDK, starts it under the page’s trace with the kept scope, and reports', async () => {
    const { sdk, loadSdk } = fakeSdk();
    const monitoring = createMonitoring(configWith({ dsn: DSN }), { release: '1.2.3', loadSdk });
    const traceId = monitoring.traceHeaders().traceparent?.split('-')[1];
    monitoring.setScope({ tenant: 'maif', locale: 'fr-FR', step: 'offer' });
    const error = new Error('fatal page');
    monitoring.captureException(error);
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error));
    expect(sdk.startSdk).toHaveBeenCalledWith({ dsn: DSN, release: '1.2.3', environment: 'local', traceId });
    expect(sdk.setTags).toHaveBeenCalledWith({ tenant: 'maif', locale: 'fr-FR', step: 'offer' });
    monitoring.captureException(new Error('again'));
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(2));
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });

  test('an uncaught error before the SDK is heard on the window; after, the SDK’s own handlers take over', async () => {
    const { sdk, loadSdk } = fakeSdk();
    const target = new EventTarget();
    createMonitoring(configWith({ dsn: DSN }), { release: '1.2.3', loadSdk, target });
    const uncaught = new Error('uncaught');
    target.dispatchEvent(Object.assign(new Event('error'), { error: uncaught }));
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(uncaught));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('later') }));
    await Promise.resolve();
    expect(sdk.captureException).toHaveBeenCalledTimes(1);
  });

  test('a rejection before the SDK is reported with its reason', async () => {
    const { sdk, loadSdk } = fakeSdk();
    const target = new EventTarget();
    createMonitoring(configWith({ dsn: DSN }), { release: '1.2.3', loadSdk, target });
    const reason = new Error('rejected');
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(reason));
  });

  test('the test error is offered only when asked, in a debug environment, never in production', () => {
    const { loadSdk } = fakeSdk();
    const asked = { dsn: DSN, testErrors: true };
    expect(createMonitoring(configWith(asked, 'local'), { release: 'r', loadSdk }).testErrors).toBe(true);
    expect(createMonitoring(configWith(asked, 'production'), { release: 'r', loadSdk }).testErrors).toBe(
      false,
    );
    expect(createMonitoring(configWith({ dsn: DSN }), { release: 'r', loadSdk }).testErrors).toBe(false);
  });
});
