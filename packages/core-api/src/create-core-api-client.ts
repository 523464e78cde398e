import createClient, { type Client, type Middleware, mergeHeaders } from 'openapi-fetch';
import type { paths } from './generated/core-api.ts';
import { isAbortedError } from './is-aborted-error.ts';
import { type NormalizedError, normalizeError } from './normalize-error.ts';
import { type CoreApiConfigResolver, resolveCoreApiConfig } from './resolve-core-api-config.ts';

/** The header carrying a logged-in client's session, declared as the `clientSession` security scheme. */
export const CLIENT_SESSION_HEADER = 'X-Client-Session';

/** A typed client of the core API: openapi-fetch's `GET`, `PUT`, `POST`... checked against the contract. */
export type CoreApiClient = Client<paths>;

/** What a hook learns about the call that failed. */
export interface CoreApiFailure {
  request: Request;
  response?: Response;
}

/** How to reach the core service; every function is read again on each request. */
export interface CoreApiClientOptions {
  /** The current tenant id, or a function answering it (the tenant may change at runtime). */
  tenant: string | undefined | (() => string | undefined);
  /** A tenant's address and token (per tenant, replaceable at runtime). */
  resolveConfig: CoreApiConfigResolver;
  /** The logged-in client's session token, sent in `X-Client-Session` when there is one. */
  session?: () => string | null | undefined;
  /** Called on every 401 answer: the journey logs the client out. */
  onUnauthorized?: (failure: CoreApiFailure & { response: Response }) => void;
  /** Called with every failed call, normalised; never with cancelled requests. */
  onError?: (error: NormalizedError, failure: CoreApiFailure) => void;
  /** The `fetch` to use (tests inject one; defaults to the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hooks(options: CoreApiClientOptions): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.status === 401) options.onUnauthorized?.({ request, response });
      if (!response.ok && options.onError) {
        options.onError(normalizeError({ error: await readBody(response), response }), { request, response });
      }
    },
    onError({ request, error }) {
      if (!isAbortedError(error)) options.onError?.(normalizeError(error), { request });
    },
  };
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
const METHODS: readonly Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
type RequestInit = { baseUrl?: string; headers?: Parameters<typeof mergeHeaders>[0] } & Record<
  string,
  unknown
>;
type AnyRequest = (method: Method, url: string, init?: RequestInit) => Promise<unknown>;

/**
 * Creates the typed core API client: every call goes to the current tenant's core service with the
 * tenant's bearer token and `credentials: 'include'`, and carries the client session when one is held.
 * Configuration is resolved on each call, so it can be replaced at runtime; a missing one rejects the call
 * with a `CoreApiError`. HTTP failures come back as `{ error, response }`, never thrown.
 *
 * @example
 * const client = createCoreApiClient({
 *   tenant: () => currentTenant,
 *   resolveConfig: (tenant) => runtimeConfig.coreApi[tenant],
 *   session: () => sessionToken, // a server-side caller; the apps' web servers add it for their browsers
 *   onUnauthorized: () => logout(),
 * });
 * const { data, error } = await client.GET('/v2/products', { params: { query: { country: 'FR' } }, signal });
 */
export function createCoreApiClient(options: CoreApiClientOptions): CoreApiClient {
  const client = createClient<paths>({
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(hooks(options));
  const request = client.request as unknown as AnyRequest;

  const send: AnyRequest = async (method, url, init) => {
    const tenant = typeof options.tenant === 'function' ? options.tenant() : options.tenant;
    const config = resolveCoreApiConfig(tenant, options.resolveConfig);
    const session = options.session?.();
    return request(method, url, {
      ...init,
      baseUrl: config.url,
      headers: mergeHeaders(
        { Authorization: `Bearer ${config.token}`, [CLIENT_SESSION_HEADER]: session || undefined },
        init?.headers,
      ),
    });
  };

  // openapi-fetch's methods are generic per path; ours only add the tenant's address and headers, so the
  // delegation keeps their exact types.
  const methods = Object.fromEntries(
    METHODS.map((method) => [method, (url: string, init?: RequestInit) => send(method, url, init)]),
  );
  return {
    ...methods,
    request: (method: string, url: string, init?: RequestInit) =>
      send(method.toUpperCase() as Method, url, init),
    use: client.use,
    eject: client.eject,
  } as unknown as CoreApiClient;
}
