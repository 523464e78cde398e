import {
  CORE_PROXY_PATH,
  OFFERED_SESSION_HEADER,
  SESSION_PROSPECT_HEADER,
} from '@souscrire/core-api/client-session';
import type { Context, Env, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RuntimeConfig } from './content-security-policy.ts';
import { clearedSessionCookies, heldSession, requestIsHttps, sessionCookies } from './session-cookies.ts';

/** Where the apps call the core on their own origin: `/core/v2/products` is the core's `/v2/products`. */
export const CORE_PROXY_PREFIX = CORE_PROXY_PATH;

/**
 * The largest body the proxy forwards: it reads a call's body whole first, so a larger one is refused (413)
 * before it fills the server's memory. The core's API takes far smaller bodies.
 */
export const CORE_PROXY_BODY_LIMIT_BYTES = 1024 * 1024;

const CLIENT_SESSION_HEADER = 'x-client-session';
// What a browser says that the core must not hear from it: hop-by-hop headers, the app's cookies, a session
// it names itself (the server's cookie is the only source), and the instructions meant for this server.
const NOT_FORWARDED = [
  'host',
  'cookie',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  CLIENT_SESSION_HEADER,
  OFFERED_SESSION_HEADER.toLowerCase(),
  SESSION_PROSPECT_HEADER.toLowerCase(),
];
// What the core answers that the browser must not get from this origin: the body is sent decoded, the
// core's own cookies and CORS headers are not this origin's.
const NOT_RETURNED = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
];

/** How the proxy reaches the core and who the browser is. */
export type CoreProxyOptions = {
  /** The app's runtime configuration, read again on every call (a deployment replaces it). */
  readonly runtimeConfig: () => RuntimeConfig;
  /** The `fetch` that reaches the core; the global one by default. */
  readonly fetch?: typeof fetch;
};

/**
 * The core service of the tenant whose public token the call carries (`Authorization: Bearer`), from the
 * runtime configuration: a call without one of the configuration's tokens is not forwarded. A cross-site
 * form, link or image cannot send an `Authorization` header, so no other site can make the browser call the
 * core with its session cookie (CSRF); SameSite=Lax keeps the cookie off other sites' subrequests as well.
 */
function coreOf(config: RuntimeConfig, authorization: string | undefined): string | undefined {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (token === undefined) return undefined;
  const tenant = Object.values(config.tenants ?? {}).find((settings) => settings?.coreApiToken === token);
  return tenant?.coreApiUrl;
}

/** A session the core opened: `{ data: { session, expires_at, client_id } }` (the contract's `Session`). */
function openedSession(body: unknown): { data: Record<string, unknown>; token: string } | undefined {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  return typeof fields.session === 'string' && typeof fields.client_id === 'string' && 'expires_at' in fields
    ? { data: fields, token: fields.session }
    : undefined;
}

const refusal = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Forwards the app's calls to the core (a backend for the frontend; docs/security.md, "The client session
 * cookie"): `/core/<path>` on the app's origin goes to `<tenant's coreApiUrl>/<path>`, for the core's API
 * (`/v2/...`) only.
 * - The session token lives in an HttpOnly cookie this server sets (`Secure` and `__Host-` over https,
 *   `SameSite=Lax`, `Path=/`), and goes to the core in `X-Client-Session`; a browser's own `X-Client-Session`
 *   is dropped.
 * - An answer that opens a session (login, contracts, finalize, a hand-off exchange: a `Session` in `data`)
 *   sets the cookie, and the browser gets the answer without the token. A call carrying
 *   `X-Session-Prospect` keeps that session only if the core confirms it may act on that prospect.
 * - `GET v2/clients/me?prospect_id=` with `X-Offered-Session` (a token that came in an address) adopts that
 *   token when the core confirms it.
 * - Logout (`DELETE v2/clients/session`) and a 401 to a call that carried the session remove the cookies.
 *
 * @example
 * app.all('/core/*', (c) => forwardToCore(c, { runtimeConfig: () => config }));
 */
export async function forwardToCore(c: Context, options: CoreProxyOptions): Promise<Response> {
  const send = options.fetch ?? fetch;
  const core = coreOf(options.runtimeConfig(), c.req.header('authorization'));
  if (core === undefined) {
    return refusal(403, 'unknown_tenant', "The call does not carry a tenant's token of this deployment.");
  }
  const incoming = new URL(c.req.url);
  const base = new URL(core.replace(/\/*$/, '/'));
  const target = new URL(`.${incoming.pathname.slice(CORE_PROXY_PREFIX.length)}${incoming.search}`, base);
  // Only the API: an encoded '..' must not reach the core's other pages (health, metrics, sandbox).
  const path = target.pathname.slice(base.pathname.length - 1);
  if (
    target.origin !== base.origin ||
    !target.pathname.startsWith(base.pathname) ||
    !path.startsWith('/v2/')
  ) {
    return refusal(404, 'not_found', 'Not found.');
  }

  const https = requestIsHttps(c.req.raw);
  const offered = c.req.header(OFFERED_SESSION_HEADER);
  const prospect = c.req.header(SESSION_PROSPECT_HEADER);
  const adopting = offered !== undefined;
  if (
    adopting &&
    (c.req.method !== 'GET' || path !== '/v2/clients/me' || !target.searchParams.get('prospect_id'))
  ) {
    return refusal(400, 'bad_request', 'An offered session is only checked against a prospect.');
  }
  const held = adopting ? offered : heldSession(c.req.header('cookie'), https);

  const headers = new Headers(c.req.raw.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  if (held !== undefined) headers.set(CLIENT_SESSION_HEADER, held);
  // The browser's address (@hono/node-server's socket), for the core's rate limits behind CORE_TRUST_PROXY.
  const address = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  if (address !== undefined) {
    const before = c.req.header('x-forwarded-for');
    headers.set('x-forwarded-for', before === undefined ? address : `${before}, ${address}`);
  }
  headers.set('x-forwarded-proto', https ? 'https' : 'http');
  headers.set('x-forwarded-host', incoming.host);

  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await send(target, {
      method: c.req.method,
      headers,
      ...(hasBody ? { body: await c.req.raw.arrayBuffer() } : {}),
      redirect: 'manual',
      signal: c.req.raw.signal,
    });
  } catch {
    return refusal(502, 'core_unreachable', 'The core service cannot be reached.');
  }

  const returned = new Headers(answer.headers);
  for (const name of NOT_RETURNED) returned.delete(name);
  for (const name of [...returned.keys()]) if (name.startsWith('access-control-')) returned.delete(name);
  const withCookies = (body: ConstructorParameters<typeof Response>[0], cookies: string[]) => {
    for (const cookie of cookies) returned.append('Set-Cookie', cookie);
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: returned });
  };

  // A session the core no longer knows (expired, ended elsewhere) leaves this browser too.
  if (answer.status === 401 && held !== undefined && !adopting) {
    return withCookies(answer.body, clearedSessionCookies(https));
  }
  if (answer.ok && c.req.method === 'DELETE' && path === '/v2/clients/session') {
    return withCookies(answer.body, clearedSessionCookies(https));
  }
  if (!answer.ok || !returned.get('content-type')?.includes('json')) return withCookies(answer.body, []);

  const text = await answer.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return withCookies(text, []);
  }
  if (adopting) {
    const confirmed = (body as { data?: { prospect_id?: unknown } }).data?.prospect_id !== undefined;
    return withCookies(text, confirmed ? sessionCookies(offered, https) : []);
  }
  const opened = openedSession(body);
  if (opened === undefined) return withCookies(text, []);
  if (
    prospect !== undefined &&
    !(await mayActOn(send, new URL('v2/clients/me', base), headers, opened.token, prospect))
  ) {
    return refusal(403, 'session_not_for_prospect', 'The session may not act on this subscription.');
  }
  const { session: _token, ...rest } = opened.data;
  return withCookies(
    JSON.stringify({ ...(body as object), data: rest }),
    sessionCookies(opened.token, https),
  );
}

/** Whether the core says a session may act on a prospect (`GET v2/clients/me?prospect_id=`). */
async function mayActOn(
  send: typeof fetch,
  url: URL,
  forwarded: Headers,
  token: string,
  prospect: string,
): Promise<boolean> {
  const headers = new Headers(forwarded);
  headers.delete('content-type');
  headers.set(CLIENT_SESSION_HEADER, token);
  url.searchParams.set('prospect_id', prospect);
  try {
    const answer = await send(url, { headers });
    if (!answer.ok) return false;
    const body = (await answer.json()) as { data?: { prospect_id?: unknown } };
    return body.data?.prospect_id !== undefined;
  } catch {
    return false;
  }
}

/**
 * Routes `/core/*` of a Hono app to {@link forwardToCore}, behind a body limit
 * ({@link CORE_PROXY_BODY_LIMIT_BYTES}): the production web server and the dev servers' plugin alike.
 *
 * @example
 * routeCoreProxy(app, { runtimeConfig: () => config });
 */
export function routeCoreProxy<E extends Env>(app: Hono<E>, options: CoreProxyOptions): void {
  app.all(
    `${CORE_PROXY_PREFIX}/*`,
    bodyLimit({
      maxSize: CORE_PROXY_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ code: 'payload_too_large', message: 'The request body is too large.' }, 413),
    }),
    (c) => forwardToCore(c, options),
  );
}
