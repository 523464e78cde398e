import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectCalls } from '../testing/prospect-calls.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const { api, getProspect, journeyStart } = prospectCalls(() => service);

/** Links a product to a prospect through the contract's typed client: the status and the error. */
async function linkProduct(id: string, slug: string, token?: string) {
  const { error, response } = await api(token).POST('/v2/prospects/{id}/products', {
    params: { path: { id } },
    body: { slug },
  });
  return { status: response.status, error };
}

describe('products of a prospect', () => {
  test('the product link sets the product, listed by GET', async () => {
    const { id } = await journeyStart({ product: 'multirisque' });
    const { data } = await api().GET('/v2/prospects/{id}/products', { params: { path: { id } } });
    expect(data).toEqual({
      data: [
        {
          slug: 'multirisque',
          name: 'Multirisque professionnelle',
          country: 'FR',
          description: null,
          audiences: [],
        },
      ],
      meta: { total: 1, page: 1, per_page: 20 },
    });
    expect((await getProspect(id)).prospect).toMatchObject({
      product: 'multirisque',
      subscription_name: 'Multirisque professionnelle',
    });
  });
  test("the prospect's product is named in the asked language; the stored name stays the country's", async () => {
    const { id } = await journeyStart({ product: 'multirisque' });
    const inGerman = await api().GET('/v2/prospects/{id}/products', {
      params: { path: { id } },
      headers: { 'accept-language': 'de' },
    });
    expect(inGerman.data?.data.map((product) => product.name)).toEqual(['Betriebsversicherung']);
    const linked = await api().POST('/v2/prospects/{id}/products', {
      params: { path: { id } },
      body: { slug: 'rc-pro' },
      headers: { 'accept-language': 'en' },
    });
    expect(linked.data?.data.name).toBe('Professional liability insurance');
    expect((await getProspect(id)).prospect).toMatchObject({
      subscription_name: 'Responsabilité civile professionnelle',
    });
  });
  test('a product not sold here answers 422 on slug', async () => {
    const { id } = await journeyStart();
    const { status, error } = await linkProduct(id, 'not-sold-here');
    expect(status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['slug']);
  });
  // Bodies outside the contract's types (no slug, an extra field): sent untyped on purpose.
  test.each([
    [{}, 'slug'],
    [{ slug: 'rc-pro', extra: 1 }, 'extra'],
  ])('bad input %j answers 422', async (body, field) => {
    const { id } = await journeyStart();
    const response = await service.call('POST', `/v2/prospects/${id}/products`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
  test("a product of another tenant's catalogue is refused", async () => {
    const { id } = await journeyStart({ token: 'dev-token-product' });
    expect((await linkProduct(id, 'multirisque', 'dev-token-product')).status).toBe(422);
  });
});
