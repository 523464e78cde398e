import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

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

// The catalogue is reference data kept in memory: listing it costs no query at all.
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
