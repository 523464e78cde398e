import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hashPassword } from './passwords.ts';
import type { Tenant } from './tenant.ts';

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
  const rows = await db.query<{ id: string; password_hash: string | null }>(
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

/** Replaces an account's password hash (a login rehashing with today's parameters). */
export async function updatePasswordHash(db: Queryable, clientId: string, hash: string): Promise<void> {
  await db.query('UPDATE clients SET password_hash = $2 WHERE id = $1', [clientId, hash]);
}

async function inactiveClientId(tx: Queryable, tenant: Tenant, login: string): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>(
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
  const created = await tx.query<{ id: string }>(
    `INSERT INTO clients (id, tenant_id, login) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, lower(login)) DO NOTHING RETURNING id`,
    [randomUUID(), tenant.id, normalizeLogin(login)],
  );
  return created[0]?.id ?? (await inactiveClientId(tx, tenant, login));
}

/** A first password, random, with its scrypt hash. */
export type FirstPassword = { password: string; hash: string };

/**
 * The first password for an account that has none yet, hashed before any transaction (scrypt takes
 * a while, and on PGlite a transaction holds the one connection, so hashing inside one stalled every other
 * request); undefined when the account already has a password.
 */
export async function firstPasswordFor(db: Queryable, clientId: string): Promise<FirstPassword | undefined> {
  const rows = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM clients WHERE id = $1',
    [clientId],
  );
  if (rows[0]?.password_hash !== null) return undefined;
  const password = randomBytes(12).toString('base64url');
  return { password, hash: await hashPassword(password) };
}

/**
 * Activates the account with its first password (see {@link firstPasswordFor}), answered once (to be sent
 * through the outbox) with the login. The client row is locked: of two activations at once, the second waits
 * and finds the password set. Undefined when the account already has a password (or is gone, or no first
 * password was made for it); false when another activation set it in between.
 */
export async function activateClient(
  tx: Queryable,
  clientId: string,
  first: FirstPassword | undefined,
): Promise<{ login: string; password: string } | undefined | false> {
  const clients = await tx.query<{ login: string; password_hash: string | null }>(
    'SELECT login, password_hash FROM clients WHERE id = $1 FOR UPDATE',
    [clientId],
  );
  const client = clients[0];
  if (client === undefined || client.password_hash !== null || first === undefined) return undefined;
  const activated = await tx.query(
    'UPDATE clients SET password_hash = $2, active = true WHERE id = $1 AND password_hash IS NULL RETURNING id',
    [clientId, first.hash],
  );
  return activated.length === 0 ? false : { login: client.login, password: first.password };
}

/** Whether a prospect of the tenant with this e-mail (case-insensitive) has become a client. */
export async function isClientEmail(db: Queryable, tenant: Tenant, email: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM prospects WHERE tenant_id = $1 AND lower(email) = lower($2) AND is_client LIMIT 1',
    [tenant.id, email],
  );
  return rows.length > 0;
}
