/**
 * The probes of an orchestrator or load balancer: `/internal/live` says the process is up without touching the
 * database; `/internal/ready` says the instance can take requests (the database answers and every migration
 * is applied). `/internal/health` stays as it was (it runs `SELECT 1`).
 */
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { migrationStatus } from '../db/migrate.ts';

/** Why an instance is not ready, as `/internal/ready` answers it with a 503. */
type NotReady = {
  status: 'unavailable';
  reason: 'database_unavailable' | 'migrations_pending';
  pendingMigrations: string[];
};

/**
 * Registers `/internal/live` and `/internal/ready` (contract operations getLiveness and getReadiness, open).
 *
 * @example
 * registerProbeRoutes(app, db);
 * await app.request('/internal/ready'); // 200 {status: 'ok'}, or 503 {status: 'unavailable', reason, …}
 */
export function registerProbeRoutes(app: Hono, db: Database): void {
  app.get('/internal/live', (c) => c.json({ status: 'ok' as const }));
  app.get('/internal/ready', async (c) => {
    let pending: string[];
    try {
      pending = (await migrationStatus(db))
        .filter((state) => state.appliedAt === null)
        .map((state) => state.version);
    } catch {
      const answer: NotReady = {
        status: 'unavailable',
        reason: 'database_unavailable',
        pendingMigrations: [],
      };
      return c.json(answer, 503);
    }
    if (pending.length > 0) {
      const answer: NotReady = {
        status: 'unavailable',
        reason: 'migrations_pending',
        pendingMigrations: pending,
      };
      return c.json(answer, 503);
    }
    return c.json({ status: 'ok' as const });
  });
}
