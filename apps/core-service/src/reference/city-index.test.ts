import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { type CityIndex, loadCityIndex } from './city-index.ts';
import { normalizeSearch } from './normalize-search.ts';

let service: TestService;
let index: CityIndex;
const statements: string[] = [];
beforeAll(async () => {
  service = await startTestService();
  const counting: Pick<Database, 'query'> = {
    query: (sql, params) => {
      statements.push(sql);
      return service.db.query(sql, params);
    },
  };
  index = await loadCityIndex(counting);
}, 120_000);
afterAll(() => service.close());

/** The search as SQL says it (the query the service ran before this change): the index must answer the same. */
async function searchInDatabase(country: string, query: string, perPage: number, offset: number) {
  const raw = query.trim();
  const byPostalCode = /^\d+$/.test(raw);
  const term = byPostalCode ? raw : normalizeSearch(raw);
  const where = `c.country = $1 AND ${byPostalCode ? 'p.postal_code LIKE $2' : 'c.search_name LIKE $2'}
    AND c.kind <> 'arrondissement-municipal'`;
  const from = `FROM cities c JOIN city_postal_codes p ON p.city_id = c.id WHERE ${where}`;
  const rows = await service.db.query(
    `SELECT c.insee_code, p.postal_code, c.name, c.country ${from}
     ORDER BY c.population DESC NULLS LAST, c.name, p.postal_code LIMIT $3 OFFSET $4`,
    [country, `${term}%`, perPage, offset],
  );
  const [count] = await service.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, [
    country,
    `${term}%`,
  ]);
  return { rows, total: count?.total ?? 0 };
}

describe('the cities kept in memory', () => {
  // Short prefixes (thousands of matches: the walk in order), long ones (the sorted matches), postal codes,
  // accents and case, a page past the end, another country, and nothing found.
  test.each([
    ['FR', 'lyo', 10, 0],
    ['FR', 's', 10, 0],
    ['FR', 's', 10, 1200],
    ['FR', 'sa', 5, 40],
    ['FR', 'SAINT ÉTIENNE', 10, 0],
    ['FR', "l'haÿ", 10, 0],
    ['FR', 'mont', 20, 980],
    ['FR', '7', 10, 0],
    ['FR', '75011', 10, 0],
    ['FR', '6900', 3, 2],
    ['FR', 'lyo', 10, 500],
    ['DE', 'munch', 10, 0],
    ['FR', 'zzzz', 10, 0],
  ])('%s %s (%i from %i) answers what the database answers', async (country, query, perPage, offset) => {
    const expected = await searchInDatabase(country, query, perPage, offset);
    expect(index.search(country as 'FR' | 'DE', query, { perPage, offset })).toEqual(expected);
  });

  test('is read in slices of at most 5,000 cities, and searching it runs no query', () => {
    // The bounds, then one query per slice of ids (the demo's 37,620 cities: 8 slices).
    expect(statements.length).toBeGreaterThan(2);
    expect(statements.length).toBeLessThanOrEqual(1 + Math.ceil(40_000 / 5000));
    const read = statements.length;
    index.search('FR', 'paris', { perPage: 10, offset: 0 });
    expect(statements).toHaveLength(read);
    expect(index.size).toBeGreaterThan(35_000);
  });

  test('a request made while it is being read is answered before the reading ends', async () => {
    const finished: string[] = [];
    const reading = loadCityIndex(service.db).then(() => finished.push('index'));
    await new Promise((resolve) => setImmediate(resolve));
    await service.db.query('SELECT 1').then(() => finished.push('request'));
    await reading;
    expect(finished).toEqual(['request', 'index']);
  });

  test('an empty query or an unknown country finds nothing', () => {
    expect(index.search('FR', '  ', { perPage: 10, offset: 0 })).toEqual({ rows: [], total: 0 });
    expect(index.search('IT', 'zzzz', { perPage: 10, offset: 0 })).toEqual({ rows: [], total: 0 });
  });
});

test('the reference data reads the cities once, at the first search', async () => {
  const reference = service.reference.current();
  const [first, second] = await Promise.all([reference.cities(), reference.cities()]);
  expect(first).toBe(second);
  expect(await reference.cities()).toBe(first);
});
