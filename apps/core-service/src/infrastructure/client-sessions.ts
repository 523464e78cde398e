import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from './tenant.ts';
import { hashToken } from './token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** A client session checked by the app: present on operations whose security asks for it. */
export type ClientSession = { clientId: string; prospectId: string | null; expiresAt: Date };

/** A client session's absolute lifetime (OWASP ASVS 5.0 level 2: re-authentication within 12 hours). */
export const SESSION_HOURS = 12;
/** A client session unused for this long ends (ASVS level 2: 30 minutes of inactivity). */
export const SESSION_IDLE_MINUTES = 30;

/**
 * Opens a client session: 32 random bytes (base64url) handed out once, stored hashed with its absolute
 * expiry; the idle timeout runs from its last use. Returns the contract's `Session` (`expires_at` is the
 * absolute expiry). A session carried over from another (a hand-off) ends no later than that one: `notAfter`.
 */
export async function openClientSession(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  clientId: string,
  prospectId: string | null,
  notAfter?: Date,
): Promise<{ session: string; expires_at: string; client_id: string }> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = new Date(Date.now() + SESSION_HOURS * 3600 * 1000);
  const expires = notAfter !== undefined && notAfter < lifetime ? notAfter : lifetime;
  await db.query(
    `INSERT INTO client_sessions (token_hash, tenant_id, prospect_id, client_id, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), tenant.id, prospectId, clientId, expires.toISOString()],
  );
  return { session: token, expires_at: expires.toISOString(), client_id: clientId };
}

/**
 * Checks the `X-Client-Session` header: 401 when missing, unknown, of another tenant, past its absolute
 * expiry ({@link SESSION_HOURS}) or idle for {@link SESSION_IDLE_MINUTES} (a 401 logs the client
 * out). The tenant is part of the query itself, and a valid session's idle clock restarts. Whether the
 * session may see a given prospect is the handler's question (404 otherwise).
 */
export async function checkClientSession(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  token: string | undefined,
): Promise<ClientSession> {
  if (token === undefined || token === '') {
    throw new DomainFailure('unauthorized', 'The client session is missing or has expired.');
  }
  const rows = await db.query<{ client_id: string; prospect_id: string | null; expires_at: Date | string }>(
    `UPDATE client_sessions SET last_used_at = now()
     WHERE token_hash = $1 AND tenant_id = $2 AND expires_at > now()
       AND last_used_at > now() - make_interval(mins => $3)
     RETURNING client_id, prospect_id, expires_at`,
    [hashToken(token), tenant.id, SESSION_IDLE_MINUTES],
  );
  const row = rows[0];
  if (row === undefined || row.client_id === null) {
    throw new DomainFailure('unauthorized', 'The client session is missing or has expired.');
  }
  return { clientId: row.client_id, prospectId: row.prospect_id, expiresAt: new Date(row.expires_at) };
}

/**
 * Ends the session of `token` in this tenant, if any: a login rotates the token it was called with. The
 * client's other sessions (another device) are left alone.
 */
export async function endClientSession(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  token: string | undefined,
): Promise<void> {
  if (token === undefined || token === '') return;
  await db.query('DELETE FROM client_sessions WHERE token_hash = $1 AND tenant_id = $2', [
    hashToken(token),
    tenant.id,
  ]);
}

/**
 * A login (a password's or a passkey's): opens a new session of the client, not tied to a prospect, and ends
 * the session the call was made with (rotation: a token known before the login is worth nothing after it).
 * The client's other sessions (another device) are left alone.
 *
 * @example
 * const session = await logInClient(db, tenant, client.id, request.header('x-client-session'));
 */
export async function logInClient(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  clientId: string,
  carried: string | undefined,
): Promise<{ session: string; expires_at: string; client_id: string }> {
  const session = await openClientSession(db, tenant, clientId, null);
  await endClientSession(db, tenant, carried);
  return session;
}
