import { hasContracts } from '../clients/client-contracts.ts';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { contactFrozen, optionalClientSession, sessionOwnsProspect } from './prospect-proofs.ts';

/**
 * The contact details that freeze once a subscription has contracts: the client account is the e-mail's and
 * the signature's SMS code goes to the phone, so changing them would hand the subscription to someone else.
 */
const FROZEN_CONTACT_FIELDS = ['email', 'phone', 'owner_firstname', 'owner_lastname'] as const;

/**
 * The contact freeze, the one rule for every path that writes contact details (the prospect's update, the
 * custom offer request, and any later one): once the prospect has contracts, a change to a frozen field needs
 * a client session owning the prospect, else 403 `contact_frozen` before anything is saved. A field left out
 * (undefined) or sent again unchanged is no change.
 *
 * @example
 * await assertContactMayChange(db, tenant, prospect, { email: body.email, phone: body.phone }, request);
 */
export async function assertContactMayChange(
  db: Pick<Database, 'query'>,
  tenant: Tenant,
  prospect: ProspectRow,
  changes: Readonly<Record<string, unknown>>,
  request: { header(name: string): string | undefined },
): Promise<void> {
  const changed = FROZEN_CONTACT_FIELDS.filter(
    (field) => changes[field] !== undefined && changes[field] !== prospect[field],
  );
  if (changed.length === 0 || !(await hasContracts(db, tenant, prospect.id))) return;
  const session = await optionalClientSession(db, tenant, request.header('x-client-session'));
  if (!sessionOwnsProspect(session, prospect)) throw contactFrozen(changed);
}
