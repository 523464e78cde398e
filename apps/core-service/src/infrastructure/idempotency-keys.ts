import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from './tenant.ts';

type Queryable = Pick<Database, 'query'>;

/**
 * Claims an `Idempotency-Key` of the tenant for a request (by its hash), first thing in the transaction that
 * answers it. Answers undefined when claimed now; the answer stored for the same key and request when it was
 * claimed before (of two requests with one key, the second waits for the first's transaction through
 * PostgreSQL's unique index, then replays its answer); 409 `idempotency_key_reused` for another request.
 * `Answer` is what {@link storeAnswer} kept for this key: the caller's own answer type.
 */
export async function claimKey<Answer>(
  tx: Queryable,
  tenant: Tenant,
  key: string,
  requestHash: string,
): Promise<Answer | undefined> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (tenant_id, key, request_hash, status, response) VALUES ($1, $2, $3, 0, 'null')
     ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key`,
    [tenant.id, key, requestHash],
  );
  if (claimed.length > 0) return undefined;
  const stored = await tx.query<{ request_hash: string; response: Answer }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE tenant_id = $1 AND key = $2',
    [tenant.id, key],
  );
  const replay = stored[0];
  if (replay === undefined || replay.request_hash !== requestHash) {
    throw new DomainFailure('idempotency_key_reused', 'This Idempotency-Key was used for another request.');
  }
  return replay.response;
}

/** Keeps the answer of a claimed key (with its status), to replay it. */
export async function storeAnswer<Answer>(
  tx: Queryable,
  tenant: Tenant,
  key: string,
  status: number,
  answer: Answer,
): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE tenant_id = $1 AND key = $2', [
    tenant.id,
    key,
    status,
    JSON.stringify(answer),
  ]);
}
