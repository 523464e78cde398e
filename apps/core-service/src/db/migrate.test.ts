import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

test('migrations are versioned and applied once; seeding again changes nothing', async () => {
  const versions = await service.db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(versions.map((row) => row.version)).toEqual([
    '0001-initial',
    '0002-offer-to-finalize',
    '0003-replaced-contracts',
    '0003-security',
    '0004-limits',
    '0005-prospect-proofs',
    '0006-custom-offer-requests',
    '0007-search-indexes',
    '0008-tracking-funnel',
    '0009-error-reports',
    '0010-company-registers',
    '0011-cities-in-memory',
    '0012-sepa-collection',
    '0013-answer-sources',
    '0014-offer-validity',
    '0015-signed-subscriptions',
    '0016-refunded-payments',
  ]);
  expect(await migrate(service.db)).toEqual([]);
  const [before] = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  expect(await seed(service.db)).toEqual({ reference: false, demo: false });
  const [after] = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  expect(after).toEqual(before);
});

test('concurrent starts on one database apply the migrations and the demo data once', async () => {
  await service.db.exec(`DELETE FROM seed_state WHERE name = 'demo'`);
  const results = await Promise.all([seed(service.db), seed(service.db)]);
  expect(results.filter((result) => result.demo)).toHaveLength(1);
});
