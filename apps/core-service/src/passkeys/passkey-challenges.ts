import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** How long a challenge may be answered: the browser's prompt gets the same time (WebAuthn `timeout`). */
export const CHALLENGE_SECONDS = 300;

/**
 * The page a ceremony runs for: its origin (one of the configured browser origins) and the RP ID the
 * credential is bound to (the origin's host name).
 */
export type RelyingParty = { origin: string; rpId: string };

/** What a challenge is for: adding a passkey to a client's account, or signing in with one. */
export type ChallengePurpose = 'registration' | 'authentication';

/**
 * Makes a challenge of 32 random bytes (base64url) for `purpose`, kept as its SHA-256 with the relying party it
 * was made for and its expiry ({@link CHALLENGE_SECONDS}). A registration's belongs to its client.
 *
 * @example
 * const challenge = await createChallenge(db, tenant, 'authentication', null, { origin, rpId });
 */
export async function createChallenge(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  purpose: ChallengePurpose,
  clientId: string | null,
  party: RelyingParty,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO passkey_challenges (challenge_hash, tenant_id, purpose, client_id, origin, rp_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [hashToken(challenge), tenant.id, purpose, clientId, party.origin, party.rpId, CHALLENGE_SECONDS],
  );
  return challenge;
}

/**
 * Uses a challenge, once: the one delete is the check, so of two answers to one challenge only one gets it,
 * and an expired one is gone too. Answers the relying party it was made for; an unknown, used or expired
 * challenge, another tenant's, another client's or another purpose's is refused alike (422 `invalid_passkey`).
 */
export async function useChallenge(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  purpose: ChallengePurpose,
  clientId: string | null,
  challenge: string,
): Promise<RelyingParty> {
  const rows = await db.query<{ origin: string; rp_id: string; live: boolean }>(
    `DELETE FROM passkey_challenges
     WHERE challenge_hash = $1 AND tenant_id = $2 AND purpose = $3 AND client_id IS NOT DISTINCT FROM $4
     RETURNING origin, rp_id, expires_at > now() AS live`,
    [hashToken(challenge), tenant.id, purpose, clientId],
  );
  const row = rows[0];
  if (row === undefined || !row.live) {
    throw new DomainFailure('invalid_passkey', 'The passkey challenge is unknown, used or expired.');
  }
  return { origin: row.origin, rpId: row.rp_id };
}

/** Deletes the challenges past their expiry (run now and then: an expired challenge can do nothing). */
export async function purgePasskeyChallenges(db: Queryable): Promise<void> {
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < now()');
}
