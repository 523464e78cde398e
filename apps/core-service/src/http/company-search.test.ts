import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';

// The company search of search-handlers.ts (GET /v2/companies), beside search-handlers.test.ts's catalogue,
// activities and cities.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** GET /v2/companies through the contract's typed client, with the tenant's token unless given another. */
async function companies(query: { query?: string; identifier?: string }, token?: string | null) {
  const { data, error, response } = await service
    .api(token === undefined ? {} : { token })
    .GET('/v2/companies', { params: { query } });
  return { status: response.status, list: data?.data, error };
}

const GERMAN = 'dev-token-plussimple-de';

describe('GET /v2/companies', () => {
  test('by name (accent-insensitive, word prefix)', async () => {
    const { status, list } = await companies({ query: 'lumiere' });
    expect(status).toBe(200);
    expect(list?.length).toBeGreaterThan(0);
    for (const company of list ?? []) expect(company.name).toMatch(/Lumière/);
  });
  test.each([
    ['SIREN', '185649290'],
    ['SIRET', '18564929000060'],
  ])('by %s', async (_, identifier) => {
    const { status, list } = await companies({ identifier });
    expect(status).toBe(200);
    expect(list).toEqual([
      expect.objectContaining({
        identifier: '18564929000060',
        siren: '185649290',
        insee_code_city: '94003',
        creation_date: '2024-11-14',
      }),
    ]);
  });
  test("an unknown ID answers 404 'no company found for this ID'", async () => {
    const { status, error } = await companies({ identifier: '732829320' });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'company_not_found',
      message: 'no company found for this ID',
    });
  });
  test('bad input answers 400: neither query nor identifier, or a malformed identifier', async () => {
    expect((await companies({})).status).toBe(400);
    const malformed = await companies({ identifier: '12AB' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.error?.errors ?? {})).toEqual(['identifier']);
  });
  test('another tenant of the same country sees the same register', async () => {
    expect((await companies({ identifier: '185649290' }, 'dev-token-maif')).status).toBe(200);
  });
  test('an ID breaking its country rule answers 400 with the field named', async () => {
    const { status, error } = await companies({ identifier: '185649291' });
    expect(status).toBe(400);
    expect(error?.errors).toEqual({ identifier: ['this company ID is not valid'] });
  });
  test.each([
    ['Bäckerei', 'Bäckerei Müller GmbH'],
    ['backerei', 'Bäckerei Müller GmbH'],
    ['GmbH', 'Bäckerei Müller GmbH'],
    ['Müller', 'Bäckerei Müller GmbH'],
  ])("a German tenant finds '%s' in the German register", async (query, name) => {
    const { list } = await companies({ query }, GERMAN);
    expect(list?.map((company) => company.name)).toContain(name);
    for (const company of list ?? []) expect(company.country).toBe('DE');
  });
  test.each(['HRB 12345', 'HRB 12345, Amtsgericht München'])(
    'a German tenant finds a company by its Handelsregister number (%s)',
    async (identifier) => {
      const { status, list } = await companies({ identifier }, GERMAN);
      expect(status).toBe(200);
      expect(list).toEqual([
        expect.objectContaining({
          identifier: 'HRB 12345',
          siren: 'HRB 12345',
          name: 'Bäckerei Müller GmbH',
          city: 'München',
          country: 'DE',
          register_court: 'Amtsgericht München',
        }),
      ]);
    },
  );
  test('the court named must be the register’s', async () => {
    const { status } = await companies({ identifier: 'HRB 12345, Amtsgericht Hamburg' }, GERMAN);
    expect(status).toBe(404);
  });
  test('a German tenant finds no French company, by name or by SIREN', async () => {
    expect((await companies({ query: 'boulangerie' }, GERMAN)).list).toEqual([]);
    expect((await companies({ identifier: '185649290' }, GERMAN)).status).toBe(400);
    expect((await companies({ query: 'bäckerei' })).list).toEqual([]);
  });
  test.each([
    ['plussimple-it', 'IT'],
    ['plussimple-es', 'ES'],
  ])('%s finds its own companies by their checked ID', async (tenant, country) => {
    const token = `dev-token-${tenant}`;
    const first = (await companies({ query: 'bar' }, token)).list?.[0];
    expect(first).toMatchObject({ country });
    const siren = first?.siren ?? '';
    const byId = await companies({ identifier: siren }, token);
    expect(byId.list).toEqual([expect.objectContaining({ name: first?.name, country })]);
    // The same ID with its last character changed breaks the check digit.
    const wrong = `${siren.slice(0, -1)}${siren.at(-1) === '0' ? '1' : '0'}`;
    expect((await companies({ identifier: wrong }, token)).status).toBe(400);
  });
  test('no token answers 401', async () => {
    expect((await companies({ query: 'a' }, null)).status).toBe(401);
  });
});
