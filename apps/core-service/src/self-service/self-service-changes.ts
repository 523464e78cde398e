/**
 * The record of every change a client makes in the customer space (migration 0029): what, when, by whom and
 * from where. Each change writes its record in the same transaction as the change itself, so one never stands
 * without the other.
 */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { hashToken } from '../infrastructure/token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** A change as the data export lists it. */
export type SelfServiceChange = components['schemas']['SelfServiceChange'];
/** What was changed. */
export type ChangeKind = SelfServiceChange['change'];

/**
 * Who made a change: a session of the client (named by the first 16 hexadecimal characters of its token's
 * SHA-256: it tells sessions apart and opens none) or a single-use link, with the request's address.
 */
export type ChangeActor = { by: 'session'; sessionId: string; ip: string } | { by: 'link'; ip: string };

/**
 * The actor of a request made with a client session (its `X-Client-Session` header) or with a link's token.
 *
 * @example
 * changeActor(request, 'session'); // { by: 'session', sessionId: '3f9a0c…', ip: '203.0.113.7' }
 */
export function changeActor(
  request: { header(name: string): string | undefined; ip: string },
  by: 'session' | 'link',
): ChangeActor {
  if (by === 'link') return { by, ip: request.ip };
  return { by, sessionId: hashToken(request.header('x-client-session') ?? '').slice(0, 16), ip: request.ip };
}

/** Records one change of the client's, made now by `actor` (about `contractId` when it concerns a contract). */
export async function recordChange(
  tx: Queryable,
  change: { tenantId: string; clientId: string; kind: ChangeKind; contractId?: string; actor: ChangeActor },
): Promise<void> {
  const { actor } = change;
  await tx.query(
    `INSERT INTO self_service_changes (tenant_id, client_id, change, contract_id, changed_by, session_id, ip_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.tenantId,
      change.clientId,
      change.kind,
      change.contractId ?? null,
      actor.by,
      actor.by === 'session' ? actor.sessionId : null,
      actor.ip === '' ? null : actor.ip.slice(0, 45),
    ],
  );
}

/** A page of the client's changes, newest first, with their total. */
export async function listChanges(
  db: Queryable,
  clientId: string,
  page: { perPage: number; offset: number },
): Promise<{ rows: SelfServiceChange[]; total: number }> {
  const rows = await db.query<Omit<SelfServiceChange, 'changed_at'> & { changed_at: Date | string }>(
    `SELECT change, contract_id, changed_at, changed_by, session_id, ip_address FROM self_service_changes
     WHERE client_id = $1 ORDER BY changed_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [clientId, page.perPage, page.offset],
  );
  const counted = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM self_service_changes WHERE client_id = $1',
    [clientId],
  );
  return {
    rows: rows.map((row) => ({ ...row, changed_at: new Date(row.changed_at).toISOString() })),
    total: counted[0]?.total ?? 0,
  };
}
