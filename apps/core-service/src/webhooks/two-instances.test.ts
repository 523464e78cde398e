import { expect, inject, test } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';
import { deliverDueWebhooks } from './delivery.ts';
import { createEndpoint } from './endpoints.ts';
import { emitWebhookEvent } from './events.ts';

// Two instances of the core are two connection pools on one PostgreSQL server (the embedded PGlite has a single
// connection and a single instance): this runs on the PostgreSQL run of the suite (`pnpm test:pg`).
const url = process.env.DATABASE_URL;

test.skipIf(!url)(
  'two instances relaying the same outbox at once never deliver an attempt twice, and keep each order',
  async () => {
    const scratch = await createScratchDatabase(
      url ?? '',
      'core_test',
      inject('postgresTemplate') || undefined,
    );
    const first = await openPostgresDatabase(scratch.url);
    const second = await openPostgresDatabase(scratch.url);
    const secrets: string[] = [];
    const receiver = await startWebhookReceiver(() => secrets);
    try {
      const endpoints: string[] = [];
      for (const tenant of ['plussimple', 'maif', 'plussimple', 'maif']) {
        const endpoint = await createEndpoint(first, {
          tenant,
          url: `${receiver.url}?endpoint=${endpoints.length}`,
          events: ['prospect.created'],
          production: false,
        });
        endpoints.push(endpoint.id);
        secrets.push(endpoint.secret);
      }
      for (let index = 0; index < 40; index += 1) {
        await first.transaction((tx) =>
          emitWebhookEvent(tx, index % 2 === 0 ? 'plussimple' : 'maif', 'prospect.created', {
            prospect_id: `p${index}`,
            started_by: 'prospect',
            company: { identifier: null, name: null },
          }),
        );
      }
      // Both instances relay at once, in small rounds so they interleave, until the 80 deliveries are made. A
      // round can find nothing due while the other instance holds every due delivery (the head of each
      // endpoint's queue): that instance goes on with the next round rather than stopping.
      let relayed = 0;
      const relay = async (db: Database) => {
        let total = 0;
        for (let round = 0; relayed < 80 && round < 1000; round += 1) {
          const { delivered, failed } = await deliverDueWebhooks(db, { limit: 3 });
          total += delivered + failed;
          relayed += delivered + failed;
          if (delivered + failed === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return total;
      };
      const [byFirst, bySecond] = await Promise.all([relay(first), relay(second)]);
      // 40 events, each for the 2 endpoints of its tenant.
      expect(byFirst + bySecond).toBe(80);
      expect(byFirst).toBeGreaterThan(0);
      expect(bySecond).toBeGreaterThan(0);
      expect(receiver.refused).toEqual([]);
      const received = receiver.received.map((delivery) => delivery.event);
      expect(received).toHaveLength(80);
      const attempts = await first.query<{ delivery_id: string; attempts: number }>(
        `SELECT delivery_id, count(*)::int AS attempts FROM webhook_attempts GROUP BY delivery_id`,
      );
      expect(attempts).toHaveLength(80);
      expect(attempts.every((row) => row.attempts === 1)).toBe(true);
      // Each event reached the two endpoints of its tenant, once each.
      const times = new Map<string, number>();
      for (const event of received) times.set(event.id, (times.get(event.id) ?? 0) + 1);
      expect(times.size).toBe(40);
      expect([...times.values()].every((count) => count === 2)).toBe(true);
      // And each endpoint's attempts went in its events' order.
      const perEndpoint = await first.query<{ endpoint_id: string; seqs: string[] }>(
        `SELECT d.endpoint_id, array_agg(e.seq::text ORDER BY a.attempted_at, a.delivery_id) AS seqs
         FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
         JOIN webhook_events e ON e.id = d.event_id GROUP BY d.endpoint_id`,
      );
      for (const row of perEndpoint) {
        const seqs = row.seqs.map(Number);
        expect(seqs).toEqual(seqs.toSorted((a, b) => a - b));
      }
    } finally {
      await receiver.close();
      await first.close();
      await second.close();
      await scratch.drop();
    }
  },
  60_000,
);
