import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

// Each search condition is answered from an index that fits it (cities are searched in memory:
// reference/city-index.test.ts). On the demo's small tables the
// planner prefers reading them whole, so sequential scans are turned off here: an index that cannot answer
// the condition (a btree for '% word%') would leave the plan without it. The activity search's locale is
// left out: on 848 rows the planner filters it through the primary key first.
test.each([
  [
    'activities by a word of the label',
    `SELECT code FROM activity_labels WHERE search_label LIKE 'restau%' OR search_label LIKE '% restau%'`,
    'activity_labels_trgm',
  ],
  [
    'companies by a word of the name',
    `SELECT siret FROM companies WHERE search_name LIKE 'boul%' OR search_name LIKE '% boul%'`,
    'companies_trgm',
  ],
])('%s uses %s', async (_name, sql, index) => {
  const plan = await service.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
  });
  expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
});
