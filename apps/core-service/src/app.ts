import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { type Logger, pino } from 'pino';
import type { Database } from './db/database.ts';
import type { ReferenceCache } from './db/reference-data.ts';
import { ApiError, type ErrorStatus, fromDatabaseError } from './domain/api-error.ts';
import { checkClientSession } from './domain/client-sessions.ts';
import { enforceRateLimit, limitsFromEnv, OPERATION_LIMITS } from './domain/rate-limits.ts';
import { requestLocale, type Tenant } from './domain/tenant.ts';
import { type Contract, loadContract } from './http/contract.ts';
import { docsAsset, docsPage } from './http/docs-page.ts';
import { registerErrorReportPages } from './http/error-report-pages.ts';
import { handlerOf } from './http/handlers.ts';
import { isJourneyOrigin } from './http/journey-origin.ts';
import { createRequestValidator } from './http/request-validator.ts';
import { registerSandboxPages } from './http/sandbox-pages.ts';
import { registerSandboxPaymentProvider } from './http/sandbox-payment-provider.ts';
import { securityHeaders } from './http/security-headers.ts';
import { traceIdOf } from './http/trace-context.ts';
import { registerTrackingPages } from './http/tracking-pages.ts';
import type { RecentLogLines } from './logging/recent-log-lines.ts';

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
  /** The logger's latest lines, shown by the dev pages (issue 15: a trace id's request lines). */
  recentLogs?: RecentLogLines;
};

type Env = { Variables: { requestId: string; log: Logger; tenant: Tenant } };

/** issue 13: the largest request body the API reads (the biggest valid body of the contract is a few KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** How deeply a JSON body may nest: deeper ones are refused before parsing (free-form `answers`, `data`). */
const MAX_JSON_DEPTH = 32;

function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

// PostgreSQL's text and jsonb cannot hold U+0000: refused at the edge rather than failing in a query (500).
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

function refuseNul(value: unknown, field: string): void {
  if (holdsNul(value)) {
    throw new ApiError(400, 'bad_request', 'The request holds a NUL character (U+0000).', {
      [field]: ['This field must not contain a NUL character'],
    });
  }
}

function isJsonContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  // issue 13: a body in another type is refused (415) rather than guessed at.
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiError(415, 'unsupported_media_type', 'The request body must be JSON (application/json).');
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, 'bad_request', 'The request body nests too deeply.', {
      body: ['This JSON nests too deeply'],
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.', {
      body: ['This is not valid JSON'],
    });
  }
  refuseNul(body, 'body');
  return body;
}

const ERROR_STATUSES = new Set<number>([400, 401, 404, 405, 409, 413, 415, 422, 429]);

/**
 * The caller's address for rate limits: the socket's peer, or, behind a trusted proxy (`CORE_TRUST_PROXY=1`),
 * the first address of `X-Forwarded-For` (otherwise a client could pick its own).
 */
function clientAddress(c: Context, env: NodeJS.ProcessEnv): string {
  if (env.CORE_TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * Builds the core service's HTTP application, contract-first: its routes are the OpenAPI document's
 * operations that have a handler, each validated against the document before its handler runs.
 *
 * @example
 * const app = createApp({ db, reference: await openReferenceCache(db) });
 * const response = await app.request('/v2/products', { headers: { authorization: 'Bearer dev-token-maif' } });
 */
export function createApp(options: AppOptions): Hono<Env> {
  const { db } = options;
  const env = options.env ?? process.env;
  const logger = options.logger ?? pino({ level: env.LOG_LEVEL ?? 'info' });
  const contract = options.contract ?? loadContract();
  const validate = createRequestValidator(contract);
  const production = env.NODE_ENV === 'production';
  const limits = limitsFromEnv(env);
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    // issue 15: the journey's W3C traceparent names the browser's trace; its id goes in every log line of
    // the request, so a browser error (which carries it) leads to the core's lines.
    const traceId = traceIdOf(c.req.header('traceparent'));
    const log = logger.child(traceId === undefined ? { requestId } : { requestId, traceId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        tenant: c.get('tenant')?.id,
      },
      'request',
    );
  });
  // issue 13: CSP, nosniff, Referrer-Policy and HSTS over https on every answer, errors included.
  app.use('*', securityHeaders());
  app.use(
    '*',
    cors({
      origin: (origin) => (isJourneyOrigin(origin) ? origin : null),
      credentials: true,
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Client-Session',
        'X-Prospect-Proof',
        'X-Request-Id',
        'Idempotency-Key',
        // issue 15: the error-reporting SDK's trace headers.
        'traceparent',
        'sentry-trace',
        'baggage',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
    }),
  );
  // PostgreSQL cannot hold U+0000: an address naming it (%00) names nothing, on every route (sandbox pages too).
  app.use('*', async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.url.includes('\u0000')) {
      throw new ApiError(400, 'bad_request', 'The address holds a NUL character (%00).');
    }
    await next();
  });
  // issue 13: one size limit for every route, answered in the normalised error shape.
  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json(
          new ApiError(
            413,
            'payload_too_large',
            `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.`,
          ).toBody(),
          413,
        ),
    }),
  );

  app.get('/internal/health', async (c) => {
    await db.query('SELECT 1');
    return c.json({ status: 'ok' as const });
  });
  app.get('/openapi.yaml', (c) =>
    c.body(contract.source, 200, { 'Content-Type': 'application/yaml; charset=utf-8' }),
  );
  // `pnpm start` prints the service's root address: it leads to the API reference.
  app.get('/', (c) => c.redirect('/docs'));
  // The reference page works offline: swagger-ui-dist's files are served from node_modules, no CDN.
  app.get('/docs', (c) => c.html(docsPage()));
  app.get('/docs/assets/:file', async (c) => {
    const asset = await docsAsset(c.req.param('file'));
    if (asset === undefined) throw new ApiError(404, 'not_found', 'No such asset.');
    return c.body(asset.body, 200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
  });

  registerSandboxPages(app as unknown as Hono, db, env);
  registerSandboxPaymentProvider(app as unknown as Hono, db, env);
  registerErrorReportPages(app as unknown as Hono, db, env, options.recentLogs);
  registerTrackingPages(app as unknown as Hono, db, env);

  const authenticate = async (c: Context<Env>): Promise<Tenant> => {
    const match = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '');
    if (match?.[1] === undefined)
      throw new ApiError(401, 'unauthorized', 'A tenant token is required (Authorization: Bearer).');
    // issue 17: tokens are reference data, answered from memory (no query per request).
    const entry = options.reference.current().tenantByToken(match[1]);
    // Development tokens are public (README): refused when the service runs in production.
    if (entry === undefined || (production && entry.kind === 'development')) {
      throw new ApiError(401, 'unauthorized', 'This tenant token is not valid.');
    }
    return entry.tenant;
  };

  for (const operation of contract.operations) {
    const handler = handlerOf(operation.operationId);
    if (handler === undefined) continue;
    app.on(operation.method.toUpperCase(), operation.routePath, async (c) => {
      const tenant = await authenticate(c);
      c.set('tenant', tenant);
      c.get('log').debug({ tenant: tenant.id, operation: operation.operationId }, 'operation');
      const params = c.req.param() as Record<string, string>;
      const query = c.req.query();
      refuseNul(params, 'path');
      refuseNul(query, 'query');
      const input = validate(operation.operationId, {
        params,
        query,
        body: operation.bodyPointer === undefined ? undefined : await readJsonBody(c),
      });
      const ip = clientAddress(c, env);
      const limit = OPERATION_LIMITS[operation.operationId];
      if (limit !== undefined) await enforceRateLimit(db, limits, limit, ip);
      const session = operation.needsClientSession
        ? await checkClientSession(db, tenant, c.req.header('x-client-session'))
        : undefined;
      const result = await handler({
        db,
        tenant,
        input,
        locale: requestLocale(c.req.header('accept-language'), tenant),
        request: { header: (name) => c.req.header(name), origin: new URL(c.req.url).origin, ip },
        session,
        env,
        limits,
      });
      for (const [name, value] of Object.entries(result.headers ?? {})) c.header(name, value);
      if (result.status === 204) return c.body(null, 204);
      if (result.binary !== undefined) {
        const { bytes, contentType, fileName } = result.binary;
        c.header('Content-Type', contentType);
        if (fileName !== undefined) c.header('Content-Disposition', `attachment; filename="${fileName}"`);
        return c.body(new Uint8Array(bytes), result.status);
      }
      if (result.status === 202 && result.body === undefined) return c.body(null, 202);
      return c.json(result.body, result.status);
    });
  }

  app.notFound((c) =>
    c.json(new ApiError(404, 'not_found', `No route ${c.req.method} ${c.req.path}.`).toBody(), 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status, error.headers);
    // Hono's own refusals (a malformed request it could not read) keep their 4xx, in the normalised shape.
    if (error instanceof HTTPException && ERROR_STATUSES.has(error.status)) {
      const status = error.status as ErrorStatus;
      return c.json(new ApiError(status, 'bad_request', error.message || 'Bad request.').toBody(), status);
    }
    const refused = fromDatabaseError(error);
    if (refused !== undefined) {
      // The contract should have refused it first: logged, so that the gap in the contract gets closed.
      c.get('log')?.warn({ err: error }, 'input refused by the database');
      return c.json(refused.toBody(), refused.status);
    }
    c.get('log')?.error({ err: error }, 'unexpected error');
    return c.json(
      new ApiError(500, 'internal_error', 'An error occurred, please try again later.').toBody(),
      500,
    );
  });
  return app;
}
