import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ApiTokenRow, TenantTokenRow } from '../db/rows.ts';
import { hashToken } from './token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** A request an operator got wrong (an unknown tenant, an unknown token id): one line says which. */
export class TokenCommandError extends Error {}

/**
 * Makes a production token for a tenant: 32 random bytes, base64url, answered once; the database keeps its
 * SHA-256 only. Every instance accepts it once it next checks its reference data (`CORE_REFERENCE_CHECK_MS`).
 *
 * @example
 * const { id, token } = await createTenantToken(db, 'maif', 'journey on maif.example');
 */
export async function createTenantToken(
  db: Queryable,
  tenant: string,
  label = '',
): Promise<{ id: string; token: string }> {
  const known = await db.query('SELECT 1 FROM tenants WHERE id = $1', [tenant]);
  if (known.length === 0) {
    throw new TokenCommandError(
      `Unknown tenant "${tenant}" (the tenants are loaded by "migrate" or at start).`,
    );
  }
  if (label.length > 100) throw new TokenCommandError('A token label has at most 100 characters.');
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<Pick<ApiTokenRow, 'id'>>(
    `INSERT INTO api_tokens (token_hash, tenant_id, kind, label) VALUES ($1, $2, 'production', $3) RETURNING id`,
    [hashToken(token), tenant, label],
  );
  if (row === undefined) throw new Error('The token was not stored.');
  return { id: row.id, token };
}

/** The tokens, oldest first, of one tenant or of all. */
export async function listTenantTokens(db: Queryable, tenant?: string): Promise<TenantTokenRow[]> {
  const rows = await db.query<Omit<ApiTokenRow, 'token_hash'>>(
    `SELECT id, tenant_id, kind, label, created_at, revoked_at FROM api_tokens
     WHERE $1::text IS NULL OR tenant_id = $1 ORDER BY created_at, tenant_id, id`,
    [tenant ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    tenant: row.tenant_id,
    kind: row.kind,
    label: row.label,
    created: new Date(row.created_at),
    revoked: row.revoked_at === null ? null : new Date(row.revoked_at),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revokes a token by its id: refused from then on by every instance, at the latest one reference check later
 * (`CORE_REFERENCE_CHECK_MS`, 5 s by default). Revoking a revoked token keeps its first revocation time.
 */
export async function revokeTenantToken(db: Queryable, id: string): Promise<TenantTokenRow> {
  if (!UUID.test(id)) throw new TokenCommandError(`"${id}" is not a token id (see "tokens list").`);
  const rows = await db.query<Pick<ApiTokenRow, 'id'>>(
    'UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING id',
    [id],
  );
  if (rows.length === 0) throw new TokenCommandError(`No token has the id ${id} (see "tokens list").`);
  const [revoked] = (await listTenantTokens(db)).filter((row) => row.id === id);
  if (revoked === undefined) throw new Error('The revoked token was not found again.');
  return revoked;
}
