import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { ClientSession } from '../http/handler.ts';
import type { Tenant } from './tenant.ts';

type Queryable = Pick<Database, 'query'>;

/** How long a client session lasts. */
export const SESSION_HOURS = 24;

/** The SHA-256 of a token: what the database keeps (a stolen table holds no usable token). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a client session: 32 random bytes (base64url) handed out once, stored hashed with an expiry.
 * Returns the contract's `Session`.
 */
export async function openClientSession(
  db: Queryable,
  tenant: Tenant,
  clientId: string,
  prospectId: string | null,
): Promise<{ session: string; expires_at: string; client_id: string }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_HOURS * 3600 * 1000);
  await db.query(
    `INSERT INTO client_sessions (token_hash, tenant_id, prospect_id, client_id, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), tenant.id, prospectId, clientId, expires.toISOString()],
  );
  return { session: token, expires_at: expires.toISOString(), client_id: clientId };
}

/**
 * Checks the `X-Client-Session` header: 401 when missing, unknown or expired (spec 8: a 401 logs the client
 * out). Whether the session may see a given prospect is the handler's question (404 otherwise).
 */
export async function checkClientSession(db: Queryable, token: string | undefined): Promise<ClientSession> {
  if (token === undefined || token === '') {
    throw new ApiError(401, 'unauthorized', 'The client session is missing or has expired.');
  }
  const rows = await db.query<{ client_id: string; prospect_id: string | null; expires_at: Date | string }>(
    'SELECT client_id, prospect_id, expires_at FROM client_sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(token)],
  );
  const row = rows[0];
  if (row === undefined || row.client_id === null) {
    throw new ApiError(401, 'unauthorized', 'The client session is missing or has expired.');
  }
  return { clientId: row.client_id, prospectId: row.prospect_id, expiresAt: new Date(row.expires_at) };
}
