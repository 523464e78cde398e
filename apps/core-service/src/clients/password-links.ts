import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** What a password link is for: the first password of a new account, or a forgotten one. */
export type PasswordLinkPurpose = 'welcome' | 'reset';

/**
 * How long a link may be used: a week for the welcome e-mail (read when the client gets to it), an hour for a
 * forgotten password (OWASP Forgot Password Cheat Sheet: a short-lived, single-use token).
 */
export const PASSWORD_LINK_HOURS: Readonly<Record<PasswordLinkPurpose, number>> = {
  welcome: 7 * 24,
  reset: 1,
};

/** The shortest password a client may choose (OWASP ASVS 5.0, 6.2.1: at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Makes a single-use link token for the client: 32 random bytes (base64url) handed out once, kept as their
 * SHA-256 with the purpose and expiry ({@link PASSWORD_LINK_HOURS}).
 *
 * @example
 * const token = await createPasswordLink(db, tenant, clientId, 'reset'); // goes into the e-mail's link only
 */
export async function createPasswordLink(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  clientId: string,
  purpose: PasswordLinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO password_links (token_hash, tenant_id, client_id, purpose, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [hashToken(token), tenant.id, clientId, purpose, PASSWORD_LINK_HOURS[purpose]],
  );
  return token;
}

/**
 * Uses a link token: answers its client, once. The one update that marks it used is the check, so two uses at
 * once cannot both succeed; the client's other unused links end with it. An unknown, used or expired token, or
 * another tenant's, answers 422 `invalid_password_link` on the `token` field, all alike.
 */
export async function usePasswordLink(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  token: string,
): Promise<string> {
  const rows = await db.query<{ client_id: string }>(
    `UPDATE password_links SET used_at = now()
     WHERE token_hash = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING client_id`,
    [hashToken(token), tenant.id],
  );
  const clientId = rows[0]?.client_id;
  if (clientId === undefined) {
    throw new DomainFailure('invalid_password_link', 'The link is unknown, used or expired.', {
      token: ['The link is unknown, used or expired'],
    });
  }
  await db.query('UPDATE password_links SET used_at = now() WHERE client_id = $1 AND used_at IS NULL', [
    clientId,
  ]);
  return clientId;
}

/** Ends every session of the client but `keep` (a token's hash), if given: a new password signs out the rest. */
export async function endOtherClientSessions(db: Queryable, clientId: string, keep?: string): Promise<void> {
  await db.query('DELETE FROM client_sessions WHERE client_id = $1 AND token_hash IS DISTINCT FROM $2', [
    clientId,
    keep === undefined ? null : hashToken(keep),
  ]);
}

/** Deletes the links past their expiry, used or not (run now and then: an expired link can do nothing). */
export async function purgePasswordLinks(db: Queryable): Promise<void> {
  await db.query('DELETE FROM password_links WHERE expires_at < now()');
}
