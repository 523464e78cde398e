import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrationStatus } from '../db/migrate.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

test('/internal/live answers ok without a token', async () => {
  const { data, response } = await service.api({ token: null }).GET('/internal/live');
  expect(response.status).toBe(200);
  expect(data).toEqual({ status: 'ok' });
});

test('/internal/ready answers ok when the database answers and every migration is applied', async () => {
  const { data, response } = await service.api({ token: null }).GET('/internal/ready');
  expect(response.status).toBe(200);
  expect(data).toEqual({ status: 'ok' });
});

test('/internal/ready answers 503 naming the migrations not applied', async () => {
  const last = (await migrationStatus(service.db)).at(-1);
  if (last?.appliedAt == null) throw new Error('the test service applies every migration');
  await service.db.query('DELETE FROM schema_migrations WHERE version = $1', [last.version]);
  try {
    const { error, response } = await service.api({ token: null }).GET('/internal/ready');
    expect(response.status).toBe(503);
    expect(error).toEqual({
      status: 'unavailable',
      reason: 'migrations_pending',
      pendingMigrations: [last.version],
    });
  } finally {
    await service.db.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
      last.version,
      last.appliedAt,
    ]);
  }
});

test('/internal/ready answers 503 when the database does not answer, while /internal/live stays 200', async () => {
  const lost = await startTestService();
  await lost.db.close();
  const ready = await lost.app.request('/internal/ready');
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({
    status: 'unavailable',
    reason: 'database_unavailable',
    pendingMigrations: [],
  });
  expect((await lost.app.request('/internal/live')).status).toBe(200);
});
