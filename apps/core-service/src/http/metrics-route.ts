/**
 * `GET /internal/metrics`: the Prometheus text exposition of the service's metrics (metrics/service-metrics.ts),
 * for a scraper that sends `CORE_METRICS_TOKEN` as its bearer token. Without a token the route is open outside
 * production (a developer's `curl`) and off in production (404, as an unknown address): an instance in
 * production shows its metrics to no one who was not given the token.
 */
import { timingSafeEqual } from 'node:crypto';
import { configOf } from '@souscrire/config';
import type { Hono } from 'hono';
import { hashToken } from '../infrastructure/token-hash.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import { ApiError } from './api-error.ts';

/**
 * Whether the `Authorization` header carries the token whose SHA-256 is `expected`, compared in constant time
 * (both sides hashed first, so that neither the length nor the first differing character shows in the time).
 */
function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  if (match?.[1] === undefined) return false;
  return timingSafeEqual(Buffer.from(hashToken(match[1]), 'hex'), expected);
}

/**
 * Registers `GET /internal/metrics` (contract operation getMetrics), unless it is off: in production without
 * `CORE_METRICS_TOKEN`.
 *
 * @example
 * registerMetricsRoute(app, metrics, { CORE_METRICS_TOKEN: token });
 * await app.request('/internal/metrics', { headers: { authorization: `Bearer ${token}` } }); // 200 text/plain
 */
export function registerMetricsRoute(app: Hono, metrics: ServiceMetrics, env: NodeJS.ProcessEnv): void {
  const config = configOf(env);
  const token = config.CORE_METRICS_TOKEN;
  if (token === undefined && config.NODE_ENV === 'production') return;
  const expected = token === undefined ? undefined : Buffer.from(hashToken(token), 'hex');
  app.get('/internal/metrics', async (c) => {
    if (expected !== undefined && !bearerMatches(c.req.header('authorization'), expected)) {
      throw new ApiError(401, 'unauthorized', 'The metrics token is required (Authorization: Bearer).');
    }
    const { contentType, text } = await metrics.scrape();
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}
