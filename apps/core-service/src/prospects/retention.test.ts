import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { PROSPECT_ROWS, purgeStaleProspects } from './retention.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** Moves a prospect's last change `days` into the past (the clock moved forward that much). */
async function age(id: string, days: number): Promise<void> {
  await service.db.query(
    'UPDATE prospects SET updated_at = now() - make_interval(days => $2), created_at = now() - make_interval(days => $2) WHERE id = $1',
    [id, days],
  );
}

/** How many rows each table holds for the prospect (its own row under `prospects`). */
async function rowsOf(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['prospects', ...PROSPECT_ROWS]) {
    const column = table === 'prospects' ? 'id' : 'prospect_id';
    const [row] = await service.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${column} = $1`,
      [id],
    );
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

describe('the retention purge', () => {
  test('erases a prospect that never reached its contract once the retention has passed, with its rows; keeps the rest', async () => {
    const stale = await prospectAtOffer(service);
    const recent = await prospectAtOffer(service);
    const subscribed = await prospectWithSession(service);
    const before = await rowsOf(stale.id);
    expect(before.prospects).toBe(1);
    // Its workflow and its browser's proof: rows in other tables that go with it.
    expect(before.prospect_workflows).toBe(1);
    expect(before.prospect_proofs).toBeGreaterThanOrEqual(1);

    // The clock moved three years and a day past the stale one and the subscribed one's last change.
    await age(stale.id, 1096);
    await age(subscribed.id, 1096);
    await age(recent.id, 1094);
    expect(await purgeStaleProspects(service.db, 1095)).toBeGreaterThanOrEqual(1);

    const after = await rowsOf(stale.id);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    // Within the retention: kept. Past it but with a client account (its contract): kept.
    expect((await rowsOf(recent.id)).prospects).toBe(1);
    expect((await rowsOf(subscribed.id)).prospects).toBe(1);
    expect((await rowsOf(subscribed.id)).contracts).toBe(1);
    // The core no longer knows the erased prospect.
    const read = await service.call('GET', `/v2/prospects/${stale.id}`);
    expect(read.status).toBe(404);
  });

  test('the retention is configurable: a shorter one erases sooner', async () => {
    const prospect = await prospectAtOffer(service);
    await age(prospect.id, 31);
    expect(await purgeStaleProspects(service.db, 1095)).toBe(0);
    expect((await rowsOf(prospect.id)).prospects).toBe(1);
    await purgeStaleProspects(service.db, 30);
    expect((await rowsOf(prospect.id)).prospects).toBe(0);
  });

  test("every table referencing prospects is in the purge's list", async () => {
    const references = await service.db.query<{ table: string }>(
      `SELECT DISTINCT source.relname AS table
         FROM pg_constraint c
         JOIN pg_class source ON source.oid = c.conrelid
         JOIN pg_class target ON target.oid = c.confrelid
        WHERE c.contype = 'f' AND target.relname = 'prospects' AND source.relname <> 'prospects'`,
    );
    expect(references.map((row) => row.table).sort()).toEqual([...PROSPECT_ROWS].sort());
  });
});
