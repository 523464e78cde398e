import { describe, expect, test } from 'vitest';
import { CoreApiError } from './core-api-error.ts';
import { type CoreApiClientOptions, createCoreApiClient } from './create-core-api-client.ts';
import type { NormalizedError } from './normalize-error.ts';

const product = {
  slug: 'rc-pro',
  name: 'Professional liability',
  country: 'FR',
  description: null,
  audiences: [],
};

/** A `fetch` that records its requests and answers from a function (no mocking library). */
function recordingFetch(answer: (request: Request) => Response | Promise<Response> = () => json(200, {})) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const tenants: Record<string, { url?: string; token?: string }> = {
  maif: { url: 'https://core.maif.test/', token: 'dev-token-maif' },
  qbe: { url: 'https://core.qbe.test', token: 'dev-token-qbe' },
};

function setUp(overrides: Partial<CoreApiClientOptions> = {}, answer?: (request: Request) => Response) {
  const recorder = recordingFetch(answer);
  const client = createCoreApiClient({
    tenant: 'maif',
    resolveConfig: (tenant) => tenants[tenant],
    fetch: recorder.fetch,
    ...overrides,
  });
  return { client, requests: recorder.requests };
}

describe('requests', () => {
  test("go to the tenant's address with its bearer token and credentials included", async () => {
    const { client, requests } = setUp({}, () =>
      json(200, { data: [product], meta: { total: 1, page: 1, per_page: 20 } }),
    );
    const { data } = await client.GET('/v2/products', { params: { query: { country: 'FR', page: 1 } } });

    expect(data?.data[0]?.slug).toBe('rc-pro');
    const [request] = requests;
    expect(request?.url).toBe('https://core.maif.test/v2/products?country=FR&page=1');
    expect(request?.headers.get('Authorization')).toBe('Bearer dev-token-maif');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.has('X-Client-Session')).toBe(false);
  });

  test('fill path parameters and send JSON bodies', async () => {
    const { client, requests } = setUp();
    await client.PUT('/v2/prospects/{id}/steps', {
      params: { path: { id: 'f3b5c0de-0000-4000-8000-000000000001' } },
      body: { current_step: 'offer', current_sub_step: null },
    });
    const [request] = requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe(
      'https://core.maif.test/v2/prospects/f3b5c0de-0000-4000-8000-000000000001/steps',
    );
    expect(await request?.json()).toEqual({ current_step: 'offer', current_sub_step: null });
  });

  test('carry the client session when one is held', async () => {
    let session: string | undefined;
    const { client, requests } = setUp({ session: () => session });
    await client.GET('/v2/products');
    session = 'session-token';
    await client.GET('/v2/products');
    expect(requests.map((request) => request.headers.get('X-Client-Session'))).toEqual([
      null,
      'session-token',
    ]);
  });

  test('keep headers given per call, such as the Idempotency-Key', async () => {
    const { client, requests } = setUp({ session: () => 's' });
    await client.POST('/v2/prospects/{id}/payments', {
      params: { path: { id: 'p' }, header: { 'Idempotency-Key': 'key-12345678' } },
      body: { method: 'card', frequency: 'monthly' },
    });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer dev-token-maif');
  });

  test('read the configuration on every call, so it can be replaced at runtime', async () => {
    let tenant = 'maif';
    const config = { ...tenants };
    const { client, requests } = setUp({ tenant: () => tenant, resolveConfig: (id) => config[id] });
    await client.GET('/v2/products');
    tenant = 'qbe';
    await client.GET('/v2/products');
    config.qbe = { url: 'https://core-2.qbe.test', token: 'rotated' };
    await client.GET('/v2/products');
    expect(
      requests.map((request) => [new URL(request.url).host, request.headers.get('Authorization')]),
    ).toEqual([
      ['core.maif.test', 'Bearer dev-token-maif'],
      ['core.qbe.test', 'Bearer dev-token-qbe'],
      ['core-2.qbe.test', 'Bearer rotated'],
    ]);
  });
});

describe('configuration errors', () => {
  test.each([
    [{ tenant: 'plussimple' }, 'missing_url', 'No Core API URL is defined for the tenant plussimple'],
    [
      { tenant: 'oryx', resolveConfig: () => ({ url: 'https://core.oryx.test' }) },
      'missing_token',
      'No Core API token is defined for the tenant oryx',
    ],
    [{ tenant: undefined }, 'missing_base_url', 'No base URL found for Core API service'],
    [{ tenant: () => undefined }, 'missing_base_url', 'No base URL found for Core API service'],
  ] satisfies [Partial<CoreApiClientOptions>, string, string][])(
    'a call rejects with the error %#',
    async (overrides, code, message) => {
      const { client, requests } = setUp(overrides);
      const call = client.GET('/v2/products');
      await expect(call).rejects.toBeInstanceOf(CoreApiError);
      await expect(call).rejects.toMatchObject({ code, message });
      expect(requests).toHaveLength(0);
    },
  );
});

describe('failures', () => {
  test('HTTP errors come back as values, typed by the contract', async () => {
    const notFound = {
      title: 'Not found',
      details: 'No prospect has this id.',
      code: 'not_found',
      message: 'No prospect has this id.',
    };
    const { client } = setUp({}, () => json(404, notFound));
    const { data, error, response } = await client.GET('/v2/prospects/{id}', {
      params: { path: { id: 'x' } },
    });
    expect(data).toBeUndefined();
    expect(error).toEqual(notFound);
    expect(response.status).toBe(404);
  });

  test('a 401 calls the unauthorized hook and the error hook', async () => {
    const unauthorized: number[] = [];
    const errors: NormalizedError[] = [];
    const { client } = setUp(
      {
        onUnauthorized: ({ response }) => unauthorized.push(response.status),
        onError: (error) => errors.push(error),
      },
      () => json(401, { title: 'Unauthorized', code: 'unauthorized', message: 'Expired session.' }),
    );
    await client.GET('/v2/prospects/{id}/documents', { params: { path: { id: 'x' } } });
    expect(unauthorized).toEqual([401]);
    expect(errors).toMatchObject([
      { status: 401, code: 'unauthorized', message: 'Expired session.', aborted: false },
    ]);
  });

  test('other failures do not call the unauthorized hook', async () => {
    const unauthorized: number[] = [];
    const { client } = setUp({ onUnauthorized: ({ response }) => unauthorized.push(response.status) }, () =>
      json(403, { title: 'Forbidden', code: 'forbidden', message: 'No.' }),
    );
    await client.GET('/v2/products');
    expect(unauthorized).toEqual([]);
  });

  test('a network failure is thrown and passed to the error hook', async () => {
    const errors: NormalizedError[] = [];
    const { client } = setUp({ onError: (error) => errors.push(error) }, () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.GET('/v2/products')).rejects.toThrow('fetch failed');
    expect(errors).toMatchObject([{ message: 'fetch failed', aborted: false }]);
  });

  test('a cancelled request rejects as aborted and is not passed to the error hook', async () => {
    const errors: NormalizedError[] = [];
    const recorder = recordingFetch();
    const client = createCoreApiClient({
      tenant: 'maif',
      resolveConfig: (tenant) => tenants[tenant],
      onError: (error) => errors.push(error),
      // Behaves like fetch: rejects with the signal's reason once the request's signal aborts.
      fetch: (request) =>
        new Promise((_, reject) => {
          recorder.requests.push(request);
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const controller = new AbortController();
    const call = client.GET('/v2/products', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).toEqual([]);
  });
});
