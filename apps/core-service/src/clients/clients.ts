import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ClientRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';

// The client accounts: one per login and tenant, inactive until a first subscription is paid.

type Queryable = Pick<Database, 'query'>;

/**
 * The one spelling of a login, under which it is stored, looked up and rate-limited: trimmed, Unicode NFKC
 * (compatibility forms such as full-width letters become plain ones), then lower case by Unicode's default
 * mapping (`toLowerCase`, the same in every locale), with the dot above an `i` dropped: `İ` (U+0130) lowers to
 * `i` + U+0307, which would otherwise be a second spelling of `i`. So `İnfo@x.fr`, `INFO@x.fr` and
 * `ｉｎｆｏ@x.fr` are all `info@x.fr`: one account, one login budget.
 *
 * @example
 * normalizeLogin(' \u0130nfo@Example.com'); // 'info@example.com'
 */
export function normalizeLogin(login: string): string {
  return login.trim().normalize('NFKC').toLowerCase().replaceAll('i\u0307', 'i').normalize('NFKC');
}

/** The active account of a login ({@link normalizeLogin}), with its password hash, or undefined. */
export async function findActiveClient(
  db: Queryable,
  tenant: Tenant,
  login: string,
): Promise<{ id: string; password_hash: string | null } | undefined> {
  const rows = await db.query<Pick<ClientRow, 'id' | 'password_hash'>>(
    'SELECT id, password_hash FROM clients WHERE tenant_id = $1 AND lower(login) = $2 AND active',
    [tenant.id, normalizeLogin(login)],
  );
  return rows[0];
}

/** Whether the account `clientId` is active and its login is `login` ({@link normalizeLogin}). */
export async function isActiveClientOfLogin(
  db: Queryable,
  tenant: Tenant,
  clientId: string,
  login: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2 AND lower(login) = $3 AND active',
    [tenant.id, clientId, normalizeLogin(login)],
  );
  return rows.length > 0;
}

/** Replaces an account's password hash (a new password, or a login rehashing with today's parameters). */
export async function updatePasswordHash(db: Queryable, clientId: string, hash: string): Promise<void> {
  await db.query('UPDATE clients SET password_hash = $2 WHERE id = $1', [clientId, hash]);
}

async function inactiveClientId(tx: Queryable, tenant: Tenant, login: string): Promise<string | undefined> {
  const rows = await tx.query<Pick<ClientRow, 'id'>>(
    'SELECT id FROM clients WHERE tenant_id = $1 AND lower(login) = $2 AND NOT active',
    [tenant.id, normalizeLogin(login)],
  );
  return rows[0]?.id;
}

/**
 * The account not yet activated of a login, created when there is none, and shared by the subscriptions of that
 * e-mail until one is paid (their sessions are per prospect). Two requests of one e-mail at once (the load
 * test): the second finds the first's account. Undefined when the login's account was activated in between.
 */
export async function inactiveClientFor(
  tx: Queryable,
  tenant: Tenant,
  login: string,
): Promise<string | undefined> {
  const existing = await inactiveClientId(tx, tenant, login);
  if (existing !== undefined) return existing;
  const created = await tx.query<Pick<ClientRow, 'id'>>(
    `INSERT INTO clients (id, tenant_id, login) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, lower(login)) DO NOTHING RETURNING id`,
    [randomUUID(), tenant.id, normalizeLogin(login)],
  );
  return created[0]?.id ?? (await inactiveClientId(tx, tenant, login));
}

/**
 * Activates the account, once: answers its login when this call activated it (the welcome e-mail then carries a
 * link to choose a password), undefined when it was active already (a cross-sell) or is gone. The one update is
 * the check, so of two finalizations at once only one sends the welcome e-mail.
 */
export async function activateClient(tx: Queryable, clientId: string): Promise<string | undefined> {
  const rows = await tx.query<Pick<ClientRow, 'login'>>(
    'UPDATE clients SET active = true WHERE id = $1 AND NOT active RETURNING login',
    [clientId],
  );
  return rows[0]?.login;
}

/** Whether a prospect of the tenant with this e-mail (case-insensitive) has become a client. */
export async function isClientEmail(db: Queryable, tenant: Tenant, email: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM prospects WHERE tenant_id = $1 AND lower(email) = lower($2) AND is_client LIMIT 1',
    [tenant.id, email],
  );
  return rows.length > 0;
}
