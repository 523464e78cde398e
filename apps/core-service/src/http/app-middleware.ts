/**
 * The middleware every route of the app goes through (request id, trace id and request log; CORS for the
 * journeys; no NUL in the address; the body size limit) and the app's answers to unknown routes and errors,
 * all in the normalised error shape.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import { METHOD_NAME_ALL } from 'hono/router';
import type { Logger } from 'pino';
import { DomainFailure } from '../failures.ts';
import { RateLimitRefusal } from '../infrastructure/rate-limits.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import { ApiError, apiErrorOf, type ErrorStatus, fromDatabaseError } from './api-error.ts';
import { isJourneyOrigin } from './journey-origin.ts';
import { traceIdOf } from './trace-context.ts';

/** What the app keeps per request: its id, its logger (with the ids) and, once authenticated, the tenant. */
export type AppEnv = { Variables: { requestId: string; log: Logger; tenant: Tenant } };

/** The largest request body the API reads (the biggest valid body of the contract is a few KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The route label of a request that no route matched (an unknown address, a CORS preflight). */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What @hono/node-server gives the app beside the fetch request: Node's own. */
type NodeBindings = { incoming?: IncomingMessage } | undefined;

/**
 * A request header, its name in any case. Served by @hono/node-server, it is read from Node's own parsed
 * headers (named in lower case): `c.req.header()` first builds the request's whole fetch `Headers`, which a
 * route that reads no header itself (`GET /`, the probes) would otherwise pay for the middleware's few.
 * Elsewhere (`app.request()`), from the fetch request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as NodeBindings)?.incoming;
  if (incoming === undefined) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The route template a request matched (`/v2/prospects/:id`), never its address, so that the metrics' labels
 * stay few: the route that answered, else the last route of a method that matched (a request refused by a
 * middleware before its route ran), else {@link UNMATCHED_ROUTE}. Middleware (`app.use`) matches every method
 * and names no route.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered !== undefined && answered.method !== METHOD_NAME_ALL) return answered.path;
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    if (route !== undefined && route.method !== METHOD_NAME_ALL) return route.path;
  }
  return UNMATCHED_ROUTE;
}

/**
 * Gives the request its id (X-Request-Id, answered back) and logger, and when it is answered logs one line
 * and gives the metrics one duration sample (with its route template and status) and, for a 429 of a rate
 * limit, the limit's refusal.
 */
export function requestLogging(logger: Logger, metrics: ServiceMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestHeader(c, 'x-request-id') ?? randomUUID();
    // The journey's W3C traceparent names the browser's trace; its id goes in every log line of
    // the request, so a browser error (which carries it) leads to the core's lines.
    const traceId = traceIdOf(requestHeader(c, 'traceparent'));
    const log = logger.child(traceId === undefined ? { requestId } : { requestId, traceId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    // On the answer's own headers, not `c.header()`: after the handler, `c.header()` copies the answer into a new
    // one, which turns its body into a stream that @hono/node-server then reads back chunk by chunk and sends
    // chunked (measured as the largest share of a request's own cost).
    c.res.headers.set('X-Request-Id', requestId);
    const ms = performance.now() - started;
    const { method } = c.req;
    const status = c.res.status;
    metrics.request(METHODS.has(method) ? method : 'other', routeOf(c), status, ms / 1000);
    if (c.error instanceof RateLimitRefusal) metrics.rateLimited(c.error.limit);
    log.info(
      { method, path: c.req.path, status, ms: Math.round(ms), tenant: c.get('tenant')?.id },
      'request',
    );
  };
}

/** The request headers the journeys send (a preflight's `Access-Control-Allow-Headers`). */
export const CORS_ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Client-Session',
  'X-Prospect-Proof',
  'X-Request-Id',
  'Idempotency-Key',
  // The error-reporting SDK's trace headers.
  'traceparent',
  'sentry-trace',
  'baggage',
];
/** The methods a preflight allows. */
export const CORS_ALLOW_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** The answer headers the journeys read. */
export const CORS_EXPOSE_HEADERS = ['X-Request-Id', 'Retry-After', 'Content-Disposition'];
/**
 * How long a browser may keep a preflight's answer: two hours, Chromium's cap. Without it Chromium
 * keeps one 5 s, so a visitor who stays longer on a screen pays a preflight round trip before each call.
 */
export const CORS_MAX_AGE_SECONDS = 7200;
const EXPOSE_HEADERS = CORS_EXPOSE_HEADERS.join(',');

/**
 * CORS for the journeys' origins (http/journey-origin.ts: `CORE_JOURNEY_ORIGINS`, and localhost outside
 * production), with credentials, the headers they send and the ones they read. A preflight is answered by
 * `hono/cors` itself. Other requests get the same headers set on the answer once it is made: `hono/cors` sets
 * them before the route runs, on an answer standing in for the route's, which makes Hono copy every route's
 * answer into a new one, its body turned into a stream (a measured share of a read's cost);
 * `app-middleware.test.ts` checks that both answer the same headers.
 */
export function journeyCors(env: NodeJS.ProcessEnv): MiddlewareHandler {
  const allowed = (origin: string) => isJourneyOrigin(origin, env);
  const preflight = cors({
    origin: (origin) => (allowed(origin) ? origin : null),
    credentials: true,
    allowHeaders: CORS_ALLOW_HEADERS,
    allowMethods: CORS_ALLOW_METHODS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
  });
  return async (c, next) => {
    // A preflight: answered here, whatever the address.
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const requestOrigin = requestHeader(c, 'origin');
    const origin = requestOrigin !== undefined && allowed(requestOrigin) ? requestOrigin : undefined;
    await next();
    setAnswerCors(c.res.headers, origin);
  };
}

/** The CORS headers of an answer: the origin when it is a journey's, credentials, what it may read. */
function setAnswerCors(headers: Headers, origin: string | undefined): void {
  if (origin !== undefined) headers.set('Access-Control-Allow-Origin', origin);
  headers.set('Access-Control-Allow-Credentials', 'true');
  headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  headers.append('Vary', 'Origin');
}

/** PostgreSQL cannot hold U+0000: an address naming it (%00) names nothing, on every route (sandbox pages too). */
export function refuseNulAddress(): MiddlewareHandler {
  return (c, next) => {
    const { url } = c.req;
    if (/%00/i.test(url) || url.includes('\u0000')) {
      throw new ApiError(400, 'bad_request', 'The address holds a NUL character (%00).');
    }
    return next();
  };
}

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One size limit for every route, answered in the normalised error shape. Only a body sent without
 * a length (chunked) goes through Hono's `bodyLimit`, which counts its bytes as they come. A GET, HEAD or
 * OPTIONS has no body to limit, and a declared Content-Length is checked from the header, as `bodyLimit`
 * itself does (`bodyLimit` asks for the request's body stream first, which makes @hono/node-server
 * build the whole fetch Request and read the body through web streams: about 4% of a read's time, and 9% of
 * a write's, which the handler's `c.req.text()` otherwise reads straight from the socket).
 */
export function bodySizeLimit(): MiddlewareHandler {
  const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json(
      new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.`,
      ).toBody(),
      413,
    );
  const limit = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (BODILESS_METHODS.has(c.req.method)) return next();
    const declared = requestHeader(c, 'content-length');
    if (declared === undefined || requestHeader(c, 'transfer-encoding') !== undefined) return limit(c, next);
    return Number.parseInt(declared, 10) > BODY_LIMIT_BYTES ? tooLarge(c) : next();
  };
}

/** The 404 of an address no route answers. */
export const answerNotFound: NotFoundHandler = (c) =>
  c.json(new ApiError(404, 'not_found', `No route ${c.req.method} ${c.req.path}.`).toBody(), 404);

const ERROR_STATUSES = new Set<number>([400, 401, 404, 405, 409, 413, 415, 422, 429]);

/**
 * An error's answer: an ApiError as it says, a domain failure as its code's status; Hono's own 4xx and the database's refusals of bad input in the
 * normalised shape; anything else a logged 500 that tells nothing of the inside.
 */
export const answerError: ErrorHandler<AppEnv> = (error, c) => {
  // A refusal of the domain answers its code's status (FAILURE_STATUS).
  const answered = error instanceof DomainFailure ? apiErrorOf(error) : error;
  if (answered instanceof ApiError) return c.json(answered.toBody(), answered.status, answered.headers);
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
};
