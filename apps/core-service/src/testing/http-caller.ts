import type { Caller } from './journey.ts';

/** One call as a caller saw it: its route (ids folded), status and duration. */
export type CallTiming = { route: string; status: number; ms: number };

const ID =
  /\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|sig_[\w-]+|pay_[\w-]+)(?=\/|$)/gi;

/** A call's route for reports: `PUT /v2/prospects/{id}/criterias` (ids folded, query left out). */
export function routeOf(method: string, path: string): string {
  return `${method} ${(path.split('?')[0] ?? '').replace(ID, '/{id}')}`;
}

/**
 * The journey helpers' caller over HTTP, for a running service (`pnpm bench`, `pnpm load`): the same calls as
 * the test service makes in process, each timed and reported to `onCall`.
 *
 * @example
 * const caller = httpCaller('http://127.0.0.1:4700', (timing) => timings.push(timing));
 * await prospectAtOffer(caller);
 */
export function httpCaller(baseUrl: string, onCall: (timing: CallTiming) => void = () => {}): Caller {
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const token = options.token === undefined ? 'dev-token-plussimple' : options.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      onCall({ route: routeOf(method, path), status: response.status, ms: performance.now() - started });
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
