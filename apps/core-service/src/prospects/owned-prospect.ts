import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import { prospectNotFound } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { findProspect } from './prospects.ts';

/**
 * Loads a prospect for an operation that needs a client session: the prospect must belong to the
 * session's client, and a session opened for one prospect (contracts, finalize) sees only that prospect; a
 * login session sees all its client's prospects. Anything else answers 404 like an unknown id.
 */
export async function findOwnedProspect(
  db: Pick<Database, 'query'>,
  tenant: Tenant,
  id: string,
  session: ClientSession | undefined,
): Promise<ProspectRow> {
  const prospect = await findProspect(db, tenant, id);
  if (session === undefined || prospect.client_id !== session.clientId) throw prospectNotFound();
  if (session.prospectId !== null && session.prospectId !== prospect.id) throw prospectNotFound();
  return prospect;
}
