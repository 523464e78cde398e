/**
 * The core service's HTTP application: the middleware every route goes through (http/app-middleware.ts), the
 * service's own routes (health, the probes and the metrics, the OpenAPI document, its reference page), the
 * sandbox and dev pages, and the contract's operations (http/operation-routes.ts).
 */
import { configOf } from '@souscrire/config';
import { Hono } from 'hono';
import { type Logger, pino } from 'pino';
import type { Database } from './db/database.ts';
import type { ReferenceCache } from './db/reference-data.ts';
import {
  type AppEnv,
  answerError,
  answerNotFound,
  bodySizeLimit,
  journeyCors,
  refuseNulAddress,
  requestLogging,
} from './http/app-middleware.ts';
import { type Contract, loadContract } from './http/contract.ts';
import { registerDocsPage } from './http/docs-page.ts';
import { registerErrorReportPages } from './http/error-report-pages.ts';
import { registerMetricsRoute } from './http/metrics-route.ts';
import { registerOperations } from './http/operation-routes.ts';
import { registerPricingPages } from './http/pricing-pages.ts';
import { registerProbeRoutes } from './http/probe-routes.ts';
import { registerSandboxPages } from './http/sandbox-pages.ts';
import { registerSandboxPaymentProvider } from './http/sandbox-payment-provider.ts';
import { registerSandboxSepaBank } from './http/sandbox-sepa-bank.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerTrackingPages } from './http/tracking-pages.ts';
import type { RecentLogLines } from './logging/recent-log-lines.ts';
import { createServiceMetrics } from './metrics/service-metrics.ts';
import { type Providers, sandboxProviders } from './providers.ts';

/**
 * What the app needs: its database, the reference data kept in memory (tenants by token with their
 * catalogues, db/reference-data.ts), a logger and the environment (NODE_ENV decides about dev tokens).
 */
export type AppOptions = {
  db: Database;
  reference: ReferenceCache;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
  contract?: Contract;
  /** The logger's latest lines, shown by the dev pages (a trace id's request lines). */
  recentLogs?: RecentLogLines;
  /**
   * Once this resolves (run-service.ts: when the server has answered its first request), the
   * contract's request validators are compiled in the background rather than at each operation's first call
   * (3-10 ms each; not at start, which stays short). Without it, as in tests, each is compiled when first used.
   */
  compileAhead?: Promise<unknown>;
  /** The third parties the handlers call (providers.ts); the sandboxes when left out. */
  providers?: Providers;
};

/**
 * Builds the core service's HTTP application, contract-first: its routes are the OpenAPI document's
 * operations that have a handler, each validated against the document before its handler runs.
 *
 * @example
 * const app = createApp({ db, reference: await openReferenceCache(db) });
 * const response = await app.request('/v2/products', { headers: { authorization: 'Bearer dev-token-maif' } });
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db } = options;
  const env = options.env ?? process.env;
  // The environment is validated once here (a refused variable throws a ConfigError naming it).
  const config = configOf(env);
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const contract = options.contract ?? loadContract();
  // The service's own metrics: another app in the same process (the tests) counts on its own.
  const metrics = createServiceMetrics(db);
  const app = new Hono<AppEnv>();

  app.use('*', requestLogging(logger, metrics));
  // CSP, nosniff, Referrer-Policy and HSTS over https on every answer, errors included.
  app.use('*', securityHeaders());
  app.use('*', journeyCors(env));
  app.use('*', refuseNulAddress());
  app.use('*', bodySizeLimit());

  app.get('/internal/health', async (c) => {
    await db.query('SELECT 1');
    return c.json({ status: 'ok' as const });
  });
  registerProbeRoutes(app as unknown as Hono, db);
  registerMetricsRoute(app as unknown as Hono, metrics, env);
  // The contract's getOpenApiYaml and getOpenApiJson (open): the document as written, and in JSON for tools.
  app.get('/openapi.yaml', (c) =>
    c.body(contract.source, 200, { 'Content-Type': 'application/yaml; charset=utf-8' }),
  );
  app.get('/openapi.json', (c) => c.json(contract.document));
  // `pnpm start` prints the service's root address: it leads to the API reference.
  app.get('/', (c) => c.redirect('/docs'));
  registerDocsPage(app as unknown as Hono);

  registerSandboxPages(app as unknown as Hono, db, env);
  registerSandboxPaymentProvider(app as unknown as Hono, db, env);
  registerSandboxSepaBank(app as unknown as Hono, db, env, metrics);
  registerErrorReportPages(app as unknown as Hono, db, env, options.recentLogs);
  registerTrackingPages(app as unknown as Hono, db, env);
  registerPricingPages(app as unknown as Hono, db, env);
  registerOperations(app, {
    db,
    reference: options.reference,
    contract,
    env,
    metrics,
    providers: options.providers ?? sandboxProviders(db),
    ...(options.compileAhead ? { compileAhead: options.compileAhead } : {}),
  });

  app.notFound(answerNotFound);
  app.onError(answerError);
  return app;
}
