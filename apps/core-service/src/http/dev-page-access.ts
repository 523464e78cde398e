import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import { tenantIdOfToken } from '../infrastructure/tenant.ts';

/**
 * The tenant a dev page (`/dev/*`, sandbox only) is opened for: its development token as bearer or as
 * `?token=dev-token-<tenant>`, so a page shows one tenant's data. Undefined for a missing or unknown token.
 *
 * @example
 * const tenant = await devPageTenant(c, db); // 'maif' for /dev/mailbox?token=dev-token-maif
 */
export async function devPageTenant(c: Context, db: Pick<Database, 'query'>): Promise<string | undefined> {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const token = bearer ?? c.req.query('token') ?? '';
  return tenantIdOfToken(db, token);
}
