import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import { checkClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** The header carrying a prospect proof, declared in the contract as the `prospectProof` security scheme. */
export const PROSPECT_PROOF_HEADER = 'x-prospect-proof';

/**
 * Where a proof came from: the answer of the prospect's creation, or a resume link e-mailed to its address; an
 * `agent` proof is the creation's of a prospect an agent started (the answers written with it are
 * the agent's, questions/answer-sources.ts).
 */
export type ProofOrigin = 'creation' | 'email' | 'agent';

/**
 * Issues a prospect proof: 32 random bytes (base64url) handed out once, stored as SHA-256 like client sessions
 * (docs/security.md, "Prospect proofs"). A prospect may hold several: its creation's and each resume link's.
 *
 * @example
 * const proof = await issueProspectProof(db, tenant, prospect.id, 'creation'); // answered as data.proof
 */
export async function issueProspectProof(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  prospectId: string,
  origin: ProofOrigin,
): Promise<string> {
  const proof = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO prospect_proofs (proof_hash, tenant_id, prospect_id, origin) VALUES ($1, $2, $3, $4)',
    [hashToken(proof), tenant.id, prospectId, origin],
  );
  return proof;
}

/** Whether `proof` is one of this prospect's proofs in this tenant (false when missing). */
export async function holdsProspectProof(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  prospectId: string,
  proof: string | undefined,
): Promise<boolean> {
  return (await proofOrigin(db, tenant, prospectId, proof)) !== undefined;
}

/** A proof found in the database: the one tenant and prospect its hash belongs to, and where it came from. */
type KnownProof = { tenantId: string; prospectId: string; origin: ProofOrigin };

/** How many found proofs each database keeps in memory (about 250 bytes each). */
export const KNOWN_PROOFS_CAPACITY = 5000;
const knownProofs = new WeakMap<Queryable, Map<string, KnownProof>>();

/**
 * Where `proof` came from when it is one of this prospect's proofs in this tenant; undefined otherwise.
 * A proof found is kept in memory, per database, so that the journey's calls on one prospect check it once:
 * a proof is never revoked or changed once issued (nothing updates or deletes a row of `prospect_proofs`,
 * whose hash, the primary key, names one tenant and one prospect), so a proof found stays true on every
 * instance. A proof not found is asked of the database each time (never kept: it costs a guesser a query, and
 * memory stays bounded, the oldest found proof dropped past {@link KNOWN_PROOFS_CAPACITY}). Revoking proofs
 * would end this memory.
 */
export async function proofOrigin(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  prospectId: string,
  proof: string | undefined,
): Promise<ProofOrigin | undefined> {
  if (proof === undefined || proof === '') return undefined;
  const hash = hashToken(proof);
  let known = knownProofs.get(db);
  const found = known?.get(hash);
  if (found !== undefined) {
    // A uuid in any case names the same prospect, as the database compares it.
    const same = found.tenantId === tenant.id && found.prospectId === prospectId.toLowerCase();
    return same ? found.origin : undefined;
  }
  const rows = await db.query<{ origin: ProofOrigin }>(
    'SELECT origin FROM prospect_proofs WHERE proof_hash = $1 AND tenant_id = $2 AND prospect_id = $3',
    [hash, tenant.id, prospectId],
  );
  const origin = rows[0]?.origin;
  if (origin === undefined) return undefined;
  if (known === undefined) {
    known = new Map();
    knownProofs.set(db, known);
  }
  if (known.size >= KNOWN_PROOFS_CAPACITY) known.delete(known.keys().next().value ?? '');
  known.set(hash, { tenantId: tenant.id, prospectId: prospectId.toLowerCase(), origin });
  return origin;
}

/**
 * The client session sent with a call whose security makes it optional (contracts, the prospect's update):
 * a missing, unknown or expired one counts as none, so a stale cookie does not fail the call.
 */
export async function optionalClientSession(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  token: string | undefined,
): Promise<ClientSession | undefined> {
  if (token === undefined || token === '') return undefined;
  try {
    return await checkClientSession(db, tenant, token);
  } catch (error) {
    if (error instanceof DomainFailure && error.code === 'unauthorized') return undefined;
    throw error;
  }
}

/**
 * Whether a session owns a prospect: the prospect's client, and either a login session (all the client's
 * prospects) or one opened for this very prospect (the rule of findOwnedProspect).
 */
export function sessionOwnsProspect(session: ClientSession | undefined, prospect: ProspectRow): boolean {
  return (
    session !== undefined &&
    prospect.client_id !== null &&
    prospect.client_id === session.clientId &&
    (session.prospectId === null || session.prospectId === prospect.id)
  );
}

/** The normalised refusal of a contracts call that holds neither a proof nor an owning session. */
export function proofRequired(): DomainFailure {
  return new DomainFailure(
    'proof_required',
    "This browser holds no proof of this subscription: open the link sent to the subscription's e-mail address.",
  );
}

/** The normalised refusal of a contact change once contracts exist, without the owning session. */
export function contactFrozen(fields: string[]): DomainFailure {
  return new DomainFailure(
    'contact_frozen',
    'The contact details of a subscription with contracts change only with its client session.',
    Object.fromEntries(fields.map((field) => [field, ['Changing this field needs the client session']])),
  );
}
