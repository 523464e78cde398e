import type { Database } from '../db/database.ts';

/**
 * The tables that hold a prospect's rows (each by its `prospect_id`), erased with it. retention.test.ts checks
 * the database against this list: a table that comes to reference prospects must be added here.
 */
export const PROSPECT_ROWS = [
  'answer_sources',
  'client_sessions',
  'contracts',
  'offers',
  'outbox',
  'payments',
  'prospect_proofs',
  'prospect_workflows',
  'session_hand_offs',
  'signatures',
  'signed_subscriptions',
] as const;

/** How many prospects one purge erases at most (one transaction); the next round takes the rest. */
export const PURGE_BATCH = 500;

/**
 * Erases the prospects that never reached their contract (no client account) and did not change for
 * `retentionDays`, with their answers' sources, workflow, proofs, offers, messages and hand-off codes, in one
 * transaction; answers how many. From the contract on, a subscription is the client's and is kept under the
 * rules of docs/security.md ("What is kept, and for how long"). Rows another instance is erasing are skipped.
 *
 * @example
 * await purgeStaleProspects(db, 1095); // 3
 */
export async function purgeStaleProspects(db: Database, retentionDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx.query<{ id: string }>(
      `SELECT id FROM prospects
        WHERE client_id IS NULL AND updated_at < now() - make_interval(days => $1)
        ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [retentionDays, PURGE_BATCH],
    );
    const ids = stale.map((row) => row.id);
    if (ids.length === 0) return 0;
    for (const table of PROSPECT_ROWS) {
      await tx.query(`DELETE FROM ${table} WHERE prospect_id = ANY($1::uuid[])`, [ids]);
    }
    await tx.query('DELETE FROM prospects WHERE id = ANY($1::uuid[])', [ids]);
    return ids.length;
  });
}
