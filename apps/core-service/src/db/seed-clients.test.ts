import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { seed } from './seed.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const demoLogins = () =>
  service.db.query<{ tenant_id: string }>(
    "SELECT tenant_id FROM clients WHERE lower(login) = 'demo.client@example.com' ORDER BY tenant_id",
  );

// The demo accounts' passwords are published in the README; production never gets them.
test('demo client accounts are seeded outside production only', async () => {
  expect((await demoLogins()).length).toBeGreaterThan(0);
  // A database as production would find it: no demo account yet, and demo data to load again.
  await service.db.query(
    "UPDATE clients SET login = 'moved-' || id || '@example.com' WHERE lower(login) = 'demo.client@example.com'",
  );
  await service.db.query("UPDATE seed_state SET version = 'older' WHERE name = 'demo'");
  expect((await seed(service.db, { demoClients: false })).demo).toBe(true);
  expect(await demoLogins()).toEqual([]);
  expect((await seed(service.db, { demoClients: true })).demo).toBe(true);
  expect((await demoLogins()).length).toBeGreaterThan(0);
});
