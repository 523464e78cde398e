import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import { type ClientSession, openClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** How long a hand-off code may be exchanged: the time for one navigation from one app to the other. */
export const HAND_OFF_SECONDS = 60;

/**
 * Makes a single-use code for the session `token` (already checked: `session`), which the other app exchanges
 * for a session of its own ({@link exchangeHandOff}): 32 random bytes (base64url) handed out once, kept as
 * their SHA-256 with the session's hash, client, prospect and absolute expiry.
 *
 * @example
 * const { code, expires_in } = await createHandOff(db, tenant, token, session); // expires_in: 60
 */
export async function createHandOff(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  token: string,
  session: ClientSession,
): Promise<{ code: string; expires_in: number }> {
  const code = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO session_hand_offs
       (code_hash, tenant_id, session_hash, client_id, prospect_id, session_expires_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      hashToken(code),
      tenant.id,
      hashToken(token),
      session.clientId,
      session.prospectId,
      session.expiresAt.toISOString(),
      HAND_OFF_SECONDS,
    ],
  );
  return { code, expires_in: HAND_OFF_SECONDS };
}

/**
 * Exchanges a hand-off code for a NEW client session of the same client and prospect, ending no later than the
 * session the code was made from. Once: the one update that marks the code used is the check, so two
 * concurrent exchanges cannot both succeed. An unknown, used or expired code, another tenant's, or one whose
 * session has ended since (a logout) answers 422 `invalid_hand_off`, all alike.
 *
 * @example
 * const session = await exchangeHandOff(db, tenant, code); // { session, expires_at, client_id }
 */
export async function exchangeHandOff(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  code: string,
): Promise<{ session: string; expires_at: string; client_id: string }> {
  const rows = await db.query<{
    client_id: string;
    prospect_id: string | null;
    session_expires_at: Date | string;
  }>(
    `UPDATE session_hand_offs h SET used_at = now()
     WHERE h.code_hash = $1 AND h.tenant_id = $2 AND h.used_at IS NULL AND h.expires_at > now()
       AND EXISTS (SELECT 1 FROM client_sessions s
                   WHERE s.token_hash = h.session_hash AND s.tenant_id = h.tenant_id AND s.expires_at > now())
     RETURNING h.client_id, h.prospect_id, h.session_expires_at`,
    [hashToken(code), tenant.id],
  );
  const row = rows[0];
  if (row === undefined) {
    throw new DomainFailure('invalid_hand_off', 'The hand-off code is unknown, used or expired.');
  }
  return openClientSession(db, tenant, row.client_id, row.prospect_id, new Date(row.session_expires_at));
}

/** Deletes the codes past their expiry, used or not (run now and then: an expired code can do nothing). */
export async function purgeHandOffs(db: Queryable): Promise<void> {
  await db.query('DELETE FROM session_hand_offs WHERE expires_at < now()');
}
