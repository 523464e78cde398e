import { createCoreApiClient } from '@souscrire/core-api';
import { proofKeeper } from './proof-keeper.ts';
import type { TestService } from './test-service.ts';

/** One call as a caller saw it: its route (ids folded), status and duration. */
export type CallTiming = { route: string; status: number; ms: number };

/** The calls of a running service: the contract's typed client, and the untyped call for the dev pages. */
export type HttpCaller = Pick<TestService, 'api' | 'call'>;

const ID =
  /\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|sig_[\w-]+|pay_[\w-]+)(?=\/|$)/gi;

/** A call's route for reports: `PUT /v2/prospects/{id}/criterias` (ids folded, query left out). */
export function routeOf(method: string, path: string): string {
  return `${method} ${(path.split('?')[0] ?? '').replace(ID, '/{id}')}`;
}

/**
 * The journey helpers' caller over HTTP, for a running service (`pnpm bench`, `pnpm load`): the same calls as
 * the test service makes in process, each timed (answer read whole) and reported to `onCall`. Given several
 * instances' addresses, each call goes to the next one, so consecutive calls never meet the same process.
 *
 * @example
 * const caller = httpCaller('http://127.0.0.1:4700', (timing) => timings.push(timing));
 * await prospectAtOffer(caller);
 */
export function httpCaller(
  baseUrls: string | readonly string[],
  onCall: (timing: CallTiming) => void = () => {},
): HttpCaller {
  const urls = typeof baseUrls === 'string' ? [baseUrls] : baseUrls;
  let calls = 0;
  // Like the journey, each call on a prospect carries the proof its creation answered.
  const proofs = proofKeeper();
  const nextUrl = (): string => {
    const url = urls[calls++ % urls.length];
    if (url === undefined) throw new Error('no instance to call');
    return url;
  };
  /** Sends one request, reads its answer whole and reports its timing. */
  const send = async (request: Request): Promise<{ response: Response; bytes: Uint8Array }> => {
    const { pathname } = new URL(request.url);
    proofs.withProof(pathname, request.headers);
    const started = performance.now();
    const response = await fetch(request);
    const bytes = new Uint8Array(await response.arrayBuffer());
    onCall({
      route: routeOf(request.method, pathname),
      status: response.status,
      ms: performance.now() - started,
    });
    proofs.keep(request.method, pathname, response.status, () => JSON.parse(new TextDecoder().decode(bytes)));
    return { response, bytes };
  };
  return {
    api(options = {}) {
      return createCoreApiClient({
        tenant: 'plussimple',
        resolveConfig: () => ({ url: nextUrl(), token: options.token ?? 'dev-token-plussimple' }),
        session: () => options.session,
        fetch: async (request) => {
          // The client always sends a token; `token: null` asks for a call without one.
          if (options.token === null) request.headers.delete('authorization');
          const { response, bytes } = await send(request);
          const { status, statusText, headers } = response;
          return new Response(bytes.byteLength === 0 ? null : bytes, { status, statusText, headers });
        },
      });
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const token = options.token === undefined ? 'dev-token-plussimple' : options.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const { response, bytes } = await send(
        new Request(new URL(path, nextUrl()), {
          method,
          headers,
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        }),
      );
      const text = new TextDecoder().decode(bytes);
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON (a PDF, a page): the text itself.
      }
      return { status: response.status, body, headers: response.headers, bytes };
    },
  };
}
