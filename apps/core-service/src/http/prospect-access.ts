/**
 * Who may write to a prospect, enforced in one place for every operation of the contract: an operation whose
 * `security` names the `prospectProof` scheme is called only by a caller meeting one of its alternatives,
 * where `prospectProof` is a proof of THIS prospect (prospects/prospect-proofs.ts) and `clientSession` a session
 * owning it (prospects/owned-prospect.ts's rule). The tenant token is public (it ships in every journey's
 * config.json) and a prospect id travels in links: neither alone writes (docs/security.md, "Prospect proofs").
 */
import type { Database } from '../db/database.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import {
  holdsProspectProof,
  optionalClientSession,
  PROSPECT_PROOF_HEADER,
  proofRequired,
  sessionOwnsProspect,
} from '../prospects/prospect-proofs.ts';
import { findProspect } from '../prospects/prospects.ts';
import type { ContractOperation, SecurityScheme } from './contract.ts';

/** The security of a write to a prospect: its proof, or a client session owning it. */
export const PROSPECT_WRITE: Pick<ContractOperation, 'security' | 'needsClientSession'> = {
  security: [
    ['tenantToken', 'prospectProof'],
    ['tenantToken', 'clientSession'],
  ],
  needsClientSession: false,
};

/**
 * Refuses a call on a prospect that meets none of its operation's security alternatives: 404 for an unknown id
 * (or another tenant's, answered alike), else 403 `proof_required`, before the handler runs, so nothing is
 * saved. Operations that need no proof in any alternative are left to their own rules. An operation that needs
 * a session in every alternative has it checked already (`session`); what that session may do with the
 * prospect is its handler's rule (404 otherwise).
 *
 * @example
 * await authorizeProspectCall(db, tenant, operation, params.id, (name) => requestHeader(c, name), session);
 */
export async function authorizeProspectCall(
  db: Pick<Database, 'query'>,
  tenant: Tenant,
  operation: Pick<ContractOperation, 'security' | 'needsClientSession'>,
  prospectId: string | undefined,
  header: (name: string) => string | undefined,
  session: ClientSession | undefined,
): Promise<void> {
  if (!operation.security.some((alternative) => alternative.includes('prospectProof'))) return;
  if (prospectId === undefined) throw proofRequired();
  const proof = await holdsProspectProof(db, tenant, prospectId, header(PROSPECT_PROOF_HEADER));
  const met = (owningSession: boolean) => {
    const holds: Record<SecurityScheme, boolean> = {
      tenantToken: true,
      prospectProof: proof,
      clientSession: owningSession,
    };
    return operation.security.some((alternative) => alternative.every((scheme) => holds[scheme]));
  };
  if (met(operation.needsClientSession && session !== undefined)) return;
  // Without a proof of this prospect: an unknown id answers 404 as on a read, then an owning session may do.
  const prospect = await findProspect(db, tenant, prospectId);
  const caller = session ?? (await optionalClientSession(db, tenant, header('x-client-session')));
  if (!operation.needsClientSession && met(sessionOwnsProspect(caller, prospect))) return;
  throw proofRequired();
}
