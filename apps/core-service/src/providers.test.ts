import { afterAll, beforeAll, expect, test } from 'vitest';
import { sandboxProviders } from './providers.ts';
import { startTestService, type TestService } from './testing/test-service.ts';

// The providers handed in at start-up are the ones the handlers call: here a screening that sends everyone to
// review and a register that knows no company, in place of the sandboxes.
let service: TestService;
beforeAll(async () => {
  service = await startTestService({}, (db) => ({
    ...sandboxProviders(db),
    sanctions: { screen: async () => 'review' },
    companies: { byId: async () => [], byName: async () => ({ rows: [], total: 0 }) },
  }));
}, 120_000);
afterAll(() => service.close());

test('the sanction check answers what the screening handed in says', async () => {
  const created = await service.api().POST('/v2/prospects', {
    body: { tags: ['subscription-v2'], enrich: true, email: 'screened@example.com' },
  });
  const prospect = created.data?.data.id ?? '';
  const { data, error } = await service.api().GET('/v2/prospects/{id}/sanction-check', {
    params: { path: { id: prospect } },
  });
  expect(created.error).toBeUndefined();
  expect(error).toBeUndefined();
  expect(data?.data.status).toBe('review');
});

test('the company search and a prospect with a company ID ask the register handed in', async () => {
  const search = await service.api().GET('/v2/companies', { params: { query: { identifier: '185649290' } } });
  expect(search.response.status).toBe(404);
  expect(search.error?.code).toBe('company_not_found');
  const byName = await service.api().GET('/v2/companies', { params: { query: { query: 'lumiere' } } });
  expect(byName.data?.data).toEqual([]);
  const created = await service.api().POST('/v2/prospects', {
    body: { tags: ['subscription-v2'], enrich: true, company_identifier: '185649290' },
  });
  expect(created.response.status).toBe(422);
});
