import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, expect, test } from 'vitest';
import { startService } from './start-service.ts';

// The PGlite folder itself is under test here, so this file does not follow DATABASE_URL.
const dataDir = await mkdtemp(join(tmpdir(), 'core-data-'));
const env = { CORE_DATA_DIR: join(dataDir, 'nested', 'core'), NODE_ENV: 'test' };
const logger = pino({ level: 'silent' });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const TABLES = [
  'tenants',
  'api_tokens',
  'products',
  'activities',
  'activity_labels',
  'cities',
  'city_postal_codes',
  'companies',
  'question_steps',
  'killing_forms',
  'prospects',
  'prospect_workflows',
  'schema_migrations',
  'seed_state',
];

async function countRows(
  db: Awaited<ReturnType<typeof startService>>['db'],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

// On the PostgreSQL run (DATABASE_URL set) the server keeps the rows; this checks the embedded engine's folder.
test.skipIf(Boolean(process.env.DATABASE_URL))(
  'a restart keeps every row in the PGlite folder, and is healthy in under 3 s once demo data is loaded',
  async () => {
    const first = await startService({ env: { ...env, DATABASE_URL: '' }, logger });
    console.info(`first start (empty folder, loads the demo data): ${JSON.stringify(first.timings)} ms`);
    const created = await first.app.request('/v2/prospects', {
      method: 'POST',
      headers: { authorization: 'Bearer dev-token-maif', 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['subscription-v2'], enrich: true, email: 'kept@example.com' }),
    });
    const { data } = (await created.json()) as { data: { id: string; proof: string } };
    await first.app.request(`/v2/prospects/${data.id}/products`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer dev-token-maif',
        'content-type': 'application/json',
        'x-prospect-proof': data.proof,
      },
      body: JSON.stringify({ slug: 'rc-pro' }),
    });
    const before = await countRows(first.db);
    await first.db.close();

    const started = performance.now();
    const second = await startService({ env: { ...env, DATABASE_URL: '' }, logger });
    const health = await second.app.request('/internal/health');
    const healthyIn = Math.round(performance.now() - started);
    console.info(`restart: healthy in ${healthyIn} ms (${JSON.stringify(second.timings)})`);
    expect(health.status).toBe(200);
    expect(healthyIn).toBeLessThan(3000);
    expect(second.timings.seed).toBeLessThan(500);
    expect(await countRows(second.db)).toEqual(before);
    const kept = await second.app.request(`/v2/prospects/${data.id}`, {
      headers: { authorization: 'Bearer dev-token-maif', 'x-prospect-proof': data.proof },
    });
    expect(((await kept.json()) as { data: unknown }).data).toMatchObject({
      email: 'kept@example.com',
      product: 'rc-pro',
    });
    await second.db.close();
  },
  60_000,
);
