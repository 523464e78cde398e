import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { searchCities } from './reference-search.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** The service's database, recording each statement it is given. */
function countingDatabase(statements: string[]): Database {
  return {
    ...service.db,
    query: (sql, params) => {
      statements.push(sql);
      return service.db.query(sql, params);
    },
  };
}

// issue 17: the catalogue is reference data kept in memory: listing it costs no query at all.
test('GET v2/products is answered from memory, filtered and paged', async () => {
  const statements: string[] = [];
  const app = createApp({
    db: countingDatabase(statements),
    reference: service.reference,
    env: { NODE_ENV: 'test' },
    logger: pino({ level: 'silent' }),
  });
  const get = async (query: string) => {
    const response = await app.request(`/v2/products${query}`, {
      headers: { authorization: 'Bearer dev-token-plussimple' },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: { slug: string }[]; meta: { total: number } };
  };
  const all = await get('');
  const catalogue = service.reference.current().tenantByToken('dev-token-plussimple')?.tenant.catalogue;
  const french = catalogue?.products.filter((product) => product.country === 'FR') ?? [];
  expect(all.data.map((product) => product.slug)).toEqual(french.map((product) => product.slug));
  expect(all.meta.total).toBe(french.length);
  const byWords = await get('?query=RC%20Pro');
  expect(byWords.data.map((product) => product.slug)).toContain('rc-pro');
  expect(byWords.data.every((product) => product.slug.startsWith('rc-pro'))).toBe(true);
  const secondPage = await get('?per_page=1&page=2');
  expect(secondPage.data.map((product) => product.slug)).toEqual([french[1]?.slug]);
  expect(secondPage.meta.total).toBe(french.length);
  expect(statements).toEqual([]);
});

// issue 17: a city search is one query, its page and the total of matches together.
test.each([
  ['a name prefix', 'lyo', 'Lyon'],
  ['a postal code prefix', '6900', 'Lyon'],
])('cities by %s: one query, with the total', async (_name, query, city) => {
  const statements: string[] = [];
  const found = await searchCities(countingDatabase(statements), 'FR', query, { perPage: 2, offset: 0 });
  expect(found.rows[0]).toMatchObject({ name: city, country: 'FR' });
  expect(found.rows).toHaveLength(2);
  expect(found.total).toBeGreaterThan(2);
  expect(statements).toHaveLength(1);
  // A page past the end still tells the total (a second query, only then).
  const past = await searchCities(countingDatabase(statements), 'FR', query, { perPage: 2, offset: 500 });
  expect(past).toEqual({ rows: [], total: found.total });
});

// issue 17: with the statistics seed.ts gathers after loading the cities, the planner knows that 'lyo' names a
// few cities and looks their postal codes up by city, instead of reading all 35,000 of them (a hash join over
// the whole table: 6-7 ms a search on PGlite instead of about 1 ms).
test('a city name prefix looks its postal codes up by city, not by reading them all', async () => {
  const plan = await service.db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT c.insee_code, p.postal_code FROM cities c JOIN city_postal_codes p ON p.city_id = c.id
     WHERE c.country = 'FR' AND c.search_name LIKE 'lyo%' AND c.kind <> 'arrondissement-municipal'`,
  );
  const text = plan.map((row) => row['QUERY PLAN']).join('\n');
  expect(text).toContain('cities_search');
  expect(text).not.toMatch(/Seq Scan on city_postal_codes/);
});
