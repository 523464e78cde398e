/**
 * The contract's operations as routes: each operation that has a handler is authenticated by its tenant
 * token, validated against the OpenAPI document, rate-limited, session-checked and proof-checked as the
 * contract's `security` says (http/prospect-access.ts), then handed to its handler, whose result becomes the
 * HTTP answer.
 */
import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ReferenceCache, ReferenceData } from '../db/reference-data.ts';
import { checkClientSession } from '../infrastructure/client-sessions.ts';
import { enforceRateLimit, limitsFromEnv, OPERATION_LIMITS } from '../infrastructure/rate-limits.ts';
import { requestLocale, type Tenant } from '../infrastructure/tenant.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import type { Providers } from '../providers.ts';
import { ApiError } from './api-error.ts';
import { type AppEnv, requestHeader } from './app-middleware.ts';
import { forwardedAddress, trustedProxyHops } from './client-address.ts';
import type { Contract } from './contract.ts';
import { handlerOf } from './handlers.ts';
import { authorizeProspectCall } from './prospect-access.ts';
import { readJsonBody, refuseNul } from './request-body.ts';
import { createRequestValidator } from './request-validator.ts';

/**
 * The caller's address for rate limits: the socket's peer, or, behind `CORE_TRUST_PROXY=N` trusted proxies, the
 * `X-Forwarded-For` entry the outermost of them added (http/client-address.ts), never one the client wrote.
 */
function clientAddress(c: Context, proxyHops: number): string {
  const forwarded = forwardedAddress(requestHeader(c, 'x-forwarded-for'), proxyHops);
  if (forwarded !== undefined) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Mounts the contract's operations that have a handler on the app. */
export function registerOperations(
  app: Hono<AppEnv>,
  options: {
    db: Database;
    reference: ReferenceCache;
    contract: Contract;
    env: NodeJS.ProcessEnv;
    /** The service's metrics, which handlers tell of payments and signatures. */
    metrics: ServiceMetrics;
    /** The third parties handed to every handler (providers.ts). */
    providers: Providers;
    /** When it resolves, every operation's validators are compiled in the background (AppOptions). */
    compileAhead?: Promise<unknown>;
  },
): void {
  const { db, contract, env, metrics, providers } = options;
  const validate = createRequestValidator(contract);
  // A failure here would fail again at that operation's first call, which answers it: nothing to report twice.
  options.compileAhead?.then(validate.compileAll).catch(() => undefined);
  const production = env.NODE_ENV === 'production';
  const limits = limitsFromEnv(env);
  const proxyHops = trustedProxyHops(env.CORE_TRUST_PROXY);

  const authenticate = async (c: Context<AppEnv>, reference: ReferenceData): Promise<Tenant> => {
    const match = /^Bearer (.+)$/i.exec(requestHeader(c, 'authorization') ?? '');
    if (match?.[1] === undefined)
      throw new ApiError(401, 'unauthorized', 'A tenant token is required (Authorization: Bearer).');
    // Tokens are reference data, answered from memory (no query per request).
    const entry = reference.tenantByToken(match[1]);
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
      // One copy of the reference data for the whole request, even if a newer one is loaded meanwhile.
      const reference = options.reference.current();
      const tenant = await authenticate(c, reference);
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
      const ip = clientAddress(c, proxyHops);
      const header = (name: string) => requestHeader(c, name);
      const limit = OPERATION_LIMITS[operation.operationId];
      if (limit !== undefined) await enforceRateLimit(db, limits, limit, ip);
      const session = operation.needsClientSession
        ? await checkClientSession(db, tenant, header('x-client-session'))
        : undefined;
      await authorizeProspectCall(db, tenant, operation, params.id, header, session);
      const result = await handler({
        db,
        tenant,
        reference,
        input,
        locale: requestLocale(header('accept-language'), tenant),
        request: {
          header,
          // Parsed only for the few handlers that read it (the signature's frame address), not on every request.
          get origin() {
            return new URL(c.req.url).origin;
          },
          ip,
        },
        session,
        env,
        limits,
        metrics,
        providers,
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
}
