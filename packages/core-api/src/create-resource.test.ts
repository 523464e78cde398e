import { describe, expect, test } from 'vitest';
import { CoreApiError } from './core-api-error.ts';
import { createCoreApiClient } from './create-core-api-client.ts';
import { createResource } from './create-resource.ts';

type Item = { id: string; name: string };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setUp(answer: (request: Request) => Response, options?: { deleteMethod?: 'GET' | 'DELETE' }) {
  const requests: Request[] = [];
  const client = createCoreApiClient({
    tenant: 'maif',
    resolveConfig: () => ({ url: 'https://core.test', token: 't' }),
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { items: createResource<Item, { name: string }>(client, '/v2/items', options), requests };
}

describe('createResource (the contract list conventions)', () => {
  test('list sends page, per_page, filter and query, and reads the total from meta.total', async () => {
    const { items, requests } = setUp(() =>
      json(200, { data: [{ id: '1', name: 'One' }], meta: { total: 41, page: 2, per_page: 20 } }),
    );
    const result = await items.list({ page: 2, per_page: 20, filter: { country: 'FR' }, query: 'on' });
    expect(result).toEqual({ data: { items: [{ id: '1', name: 'One' }], total: 41, page: 2, per_page: 20 } });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/items');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per_page: '20',
      'filter[country]': 'FR',
      query: 'on',
    });
  });

  test('list without meta counts the items', async () => {
    const { items } = setUp(() => json(200, { data: [{ id: '1', name: 'One' }] }));
    expect((await items.list()).data?.total).toBe(1);
  });

  test.each([
    [
      'create',
      'POST',
      '/v2/items',
      (r: ReturnType<typeof setUp>['items']) => r.create({ name: 'New' }),
      { name: 'New' },
    ],
    ['get', 'GET', '/v2/items/a%2Fb', (r: ReturnType<typeof setUp>['items']) => r.get('a/b'), undefined],
    [
      'update',
      'PUT',
      '/v2/items/7',
      (r: ReturnType<typeof setUp>['items']) => r.update('7', { name: 'Renamed' }),
      { name: 'Renamed' },
    ],
  ])('%s is a %s on %s and unwraps the data envelope', async (_, method, path, call, sent) => {
    const { items, requests } = setUp(() => json(200, { data: { id: '7', name: 'Seven' } }));
    expect(await call(items)).toEqual({ data: { id: '7', name: 'Seven' } });
    const [request] = requests;
    expect(request?.method).toBe(method);
    expect(new URL(request?.url ?? '').pathname).toBe(path);
    expect(request?.body ? await request.json() : undefined).toEqual(sent);
  });

  test('delete is a GET by default and a 204 answers nothing', async () => {
    const { items, requests } = setUp(() => new Response(null, { status: 204 }));
    expect(await items.remove('7')).toEqual({ data: undefined });
    expect(requests[0]?.method).toBe('GET');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/items/7');
  });

  test('delete may be a DELETE', async () => {
    const { items, requests } = setUp(() => new Response(null, { status: 204 }), { deleteMethod: 'DELETE' });
    await items.remove('7');
    expect(requests[0]?.method).toBe('DELETE');
  });

  test('failures come back normalised, never thrown', async () => {
    const { items } = setUp(() =>
      json(422, {
        title: 'Validation failed',
        code: 'validation_failed',
        message: 'Invalid',
        errors: { name: ['Required'] },
      }),
    );
    expect(await items.create({ name: '' })).toEqual({
      error: expect.objectContaining({
        status: 422,
        code: 'validation_failed',
        errors: { name: ['Required'] },
      }),
    });
  });

  test('a cancelled call comes back flagged aborted', async () => {
    const { items } = setUp(() => {
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    expect((await items.list()).error?.aborted).toBe(true);
  });

  test('a missing configuration is thrown at the edge', async () => {
    const client = createCoreApiClient({ tenant: 'maif', resolveConfig: () => undefined });
    await expect(createResource<Item>(client, '/v2/items').list()).rejects.toBeInstanceOf(CoreApiError);
  });
});
