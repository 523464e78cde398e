import { type CoreApiClient, createCoreApiClient } from '@souscrire/core-api';
import { pino } from 'pino';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import type { Providers } from '../providers.ts';
import { type Service, startService } from '../start-service.ts';
import { proofKeeper } from './proof-keeper.ts';
import { createResponseValidator } from './response-validator.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { seededPglite } from './seeded-pglite.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert them with matchers.
type LooseBody = any;

/** A service for one test file, and a helper to call it the way the journey does. */
export type TestService = Service & {
  /**
   * Calls the app with the tenant's development token (or none, with `token: null`) and a JSON body. Like the
   * journey, it sends the proof a prospect's creation answered with every call on that prospect, unless the
   * headers name one (`'x-prospect-proof': ''` sends none).
   */
  call(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: LooseBody; headers: Headers; bytes: Uint8Array }>;
  /**
   * The contract's typed client (@souscrire/core-api) calling the app in process, the way the journey calls the
   * core: paths, params, bodies and answers typed end to end, each answer checked against the contract like
   * `call`'s. With the tenant's development token unless given another (none with `token: null`), a client
   * session when given one, and the proofs held like `call`'s.
   *
   * @example
   * const { data } = await service.api({ session }).GET('/v2/clients/me');
   * expect(data?.data.login).toBe('demo.client@example.com');
   */
  api(options?: { token?: string | null; session?: string }): CoreApiClient;
  close(): Promise<void>;
};

/** The address the typed client is given: the app is called in process, at the origin `app.request` uses. */
const IN_PROCESS_URL = 'http://localhost';

/** An answer's JSON, or its text when it is not JSON (a PDF, the docs page, the YAML document). */
function parseBody(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A copy of the suite's seeded PGlite; a fresh one when run without it.
    const loadDataDir = await seededPglite();
    return {
      db: await openPgliteDatabase(undefined, loadDataDir ? { loadDataDir } : {}),
      drop: async () => {},
    };
  }
  // On PostgreSQL each test file gets a database of its own, a copy of the suite's seeded one (global-setup.ts),
  // so files may run in parallel.
  const template = inject('postgresTemplate');
  const scratch = await createScratchDatabase(url, 'core_test', template || undefined);
  return { db: await openPostgresDatabase(scratch.url), drop: scratch.drop };
}

/**
 * Starts the service on an in-memory PGlite, or, when `DATABASE_URL` is set, on a fresh database of that
 * PostgreSQL server: the same suite runs on both engines. `providers` replaces the sandboxes (providers.ts).
 */
export async function startTestService(
  env: NodeJS.ProcessEnv = {},
  providers?: (db: Database) => Providers,
): Promise<TestService> {
  const { db, drop } = await openTestDatabase();
  const checkResponse = createResponseValidator();
  const proofs = proofKeeper();
  const service = await startService({
    db,
    // The sandbox providers' pages are part of what the suite tests (off unless asked for).
    env: { NODE_ENV: 'test', CORE_SANDBOX_PAGES: '1', ...env },
    logger: pino({ level: 'silent' }),
    ...(providers ? { providers } : {}),
  });
  // Every answer of every test is also checked against the contract (status declared, body schema).
  const check = (method: string, path: string, status: number, body: unknown): void => {
    const problems = checkResponse(method, path, status, body);
    if (problems.length > 0) throw new Error(`answer outside the contract:\n${problems.join('\n')}`);
  };
  return {
    ...service,
    api(options = {}) {
      return createCoreApiClient({
        tenant: 'plussimple',
        resolveConfig: () => ({ url: IN_PROCESS_URL, token: options.token ?? 'dev-token-plussimple' }),
        session: () => options.session,
        fetch: async (request) => {
          // The client always sends a token; `token: null` asks for a call without one.
          if (options.token === null) request.headers.delete('authorization');
          const url = new URL(request.url);
          proofs.withProof(url.pathname, request.headers);
          const response = await service.app.fetch(request);
          const body = parseBody(await response.clone().text());
          check(request.method, `${url.pathname}${url.search}`, response.status, body);
          proofs.keep(request.method, url.pathname, response.status, () => body);
          return response;
        },
      });
    },
    async call(method, path, options = {}) {
      const headers = new Headers(options.headers);
      const token = options.token === undefined ? 'dev-token-plussimple' : options.token;
      if (token !== null) headers.set('authorization', `Bearer ${token}`);
      if (options.body !== undefined) headers.set('content-type', 'application/json');
      const pathname = new URL(path, IN_PROCESS_URL).pathname;
      proofs.withProof(pathname, headers);
      const response = await service.app.request(path, {
        method,
        headers,
        ...(options.body === undefined
          ? {}
          : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const body = parseBody(new TextDecoder().decode(bytes));
      check(method, path, response.status, body);
      proofs.keep(method, pathname, response.status, () => body);
      return { status: response.status, body, headers: response.headers, bytes };
    },
    async close() {
      await db.close();
      await drop();
    },
  };
}
