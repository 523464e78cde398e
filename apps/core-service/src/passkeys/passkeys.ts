import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG, decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { CHALLENGE_SECONDS, createChallenge, type RelyingParty, useChallenge } from './passkey-challenges.ts';

// Passkeys (WebAuthn Level 3) through @simplewebauthn/server: discoverable credentials with user verification,
// so that a passkey alone signs in (no login typed, none probed). docs/security.md, "Passkeys".

type Queryable = Pick<Database, 'query'>;

/** The passkeys one client may have. */
export const MAX_PASSKEYS = 10;

// The keys asked for, most preferred first (EdDSA, ES256, RS256): signatures fit the contract's bounds.
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** A passkey as the client sees it (the contract's `Passkey`). */
export type PasskeyView = {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  backed_up: boolean;
};

type PasskeyRow = {
  id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  backed_up: boolean;
};

const viewOf = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  backed_up: row.backed_up,
});

/** The WebAuthn user handle of a client: its id's 16 bytes (random, and no personal data). */
export function userHandleOf(clientId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(clientId.replaceAll('-', ''), 'hex'));
}

const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

function invalidPasskey(): DomainFailure {
  return new DomainFailure('invalid_passkey', 'The passkey could not be verified.');
}

/** The challenge a browser's answer signed (from its client data), or a refusal when it is unreadable. */
function answeredChallenge(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge !== '') return challenge;
  } catch {
    // Unreadable client data: refused below, like any unknown challenge.
  }
  throw invalidPasskey();
}

/**
 * The options to add a passkey to a client's account: a new registration challenge, the client's id as the
 * user handle and its login as the name the device shows, a discoverable credential with user verification,
 * and the client's passkeys for this RP ID excluded (a device does not register twice).
 *
 * @example
 * const options = await passkeyRegistrationOptions(db, tenant, client, { origin, rpId });
 */
export async function passkeyRegistrationOptions(
  db: Queryable,
  tenant: Pick<Tenant, 'id' | 'name'>,
  client: { id: string; login: string },
  party: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM passkeys WHERE tenant_id = $1 AND client_id = $2 AND rp_id = $3',
    [tenant.id, client.id, party.rpId],
  );
  const challenge = await createChallenge(db, tenant, 'registration', client.id, party);
  return generateRegistrationOptions({
    rpName: tenant.name,
    rpID: party.rpId,
    userName: client.login,
    userDisplayName: client.login,
    userID: userHandleOf(client.id),
    challenge: challengeBytes(challenge),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/**
 * Adds a passkey to a client's account once the browser's answer is verified: its registration challenge (the
 * client's, used once, within its time), its origin and RP ID, user presence and verification, and the key's
 * algorithm. Refused with 422 `invalid_passkey` otherwise; 409 `conflict` past {@link MAX_PASSKEYS} or for a
 * credential already registered.
 *
 * @example
 * const passkey = await registerPasskey(db, tenant, clientId, 'My phone', body.response);
 */
export async function registerPasskey(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  clientId: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyView> {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  const party = await useChallenge(db, tenant, 'registration', clientId, challenge);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw invalidPasskey();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const rows = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (id, tenant_id, client_id, credential_id, public_key, counter, transports, rp_id, name,
                           device_type, backed_up)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11
     WHERE (SELECT count(*) FROM passkeys WHERE client_id = $3) < $12
     ON CONFLICT (tenant_id, credential_id) DO NOTHING
     RETURNING id, name, created_at, last_used_at, backed_up`,
    [
      randomUUID(),
      tenant.id,
      clientId,
      credential.id,
      credential.publicKey,
      credential.counter,
      credential.transports ?? [],
      party.rpId,
      name.trim(),
      credentialDeviceType,
      credentialBackedUp,
      MAX_PASSKEYS,
    ],
  );
  const row = rows[0];
  if (row === undefined) {
    throw new DomainFailure(
      'conflict',
      `This passkey is registered already, or the account has ${MAX_PASSKEYS} passkeys.`,
    );
  }
  return viewOf(row);
}

/**
 * The options to sign in with a passkey: a new authentication challenge for the relying party, no credential
 * named (the device offers its discoverable passkeys for the RP ID), user verification required.
 *
 * @example
 * const options = await passkeyAuthenticationOptions(db, tenant, { origin, rpId });
 */
export async function passkeyAuthenticationOptions(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  party: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await createChallenge(db, tenant, 'authentication', null, party);
  return generateAuthenticationOptions({
    rpID: party.rpId,
    challenge: challengeBytes(challenge),
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
  });
}

/**
 * A passkey an assertion names, with its client, and the challenge it answered with the relying party that
 * challenge was made for.
 */
export type AssertedPasskey = {
  id: string;
  clientId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  challenge: string;
  party: RelyingParty;
};

/**
 * The passkey a sign-in answer names, once its authentication challenge is used (422 `invalid_passkey` for an
 * unknown, used or expired one): a passkey of an active account of the tenant, bound to the challenge's RP ID,
 * whose user handle (when the device gives one) is its client's. Undefined when there is none.
 */
export async function findAssertedPasskey(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  response: AuthenticationResponseJSON,
): Promise<AssertedPasskey | undefined> {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  const party = await useChallenge(db, tenant, 'authentication', null, challenge);
  const rows = await db.query<{
    id: string;
    client_id: string;
    credential_id: string;
    public_key: Uint8Array;
    counter: string | number;
    transports: string[];
  }>(
    `SELECT p.id, p.client_id, p.credential_id, p.public_key, p.counter, p.transports
     FROM passkeys p JOIN clients c ON c.id = p.client_id
     WHERE p.tenant_id = $1 AND p.credential_id = $2 AND p.rp_id = $3 AND c.tenant_id = $1 AND c.active`,
    [tenant.id, response.id, party.rpId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(row.client_id)).toString('base64url')) {
    return undefined;
  }
  return {
    id: row.id,
    clientId: row.client_id,
    credentialId: row.credential_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports,
    challenge,
    party,
  };
}

/**
 * Whether the passkey signed the answer: the challenge, the origin, the RP ID, user presence and verification,
 * the signature over the client data with the kept public key, and a signature counter that moved on (a cloned
 * authenticator's does not). A verified answer records the new counter and when the passkey was used.
 */
export async function verifyPasskeyAssertion(
  db: Queryable,
  passkey: AssertedPasskey,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: passkey.challenge,
    expectedOrigin: passkey.party.origin,
    expectedRPID: passkey.party.rpId,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => ({ verified: false, authenticationInfo: undefined }));
  if (!verification.verified || verification.authenticationInfo === undefined) return false;
  await db.query('UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
    passkey.id,
    verification.authenticationInfo.newCounter,
  ]);
  return true;
}

/** The client's passkeys, oldest first. */
export async function listPasskeys(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  clientId: string,
): Promise<PasskeyView[]> {
  const rows = await db.query<PasskeyRow>(
    `SELECT id, name, created_at, last_used_at, backed_up FROM passkeys
     WHERE tenant_id = $1 AND client_id = $2 ORDER BY created_at, id`,
    [tenant.id, clientId],
  );
  return rows.map(viewOf);
}

/** Removes a passkey of the client; one it does not have (removed already, or another's) is left alone. */
export async function deletePasskey(
  db: Queryable,
  tenant: Pick<Tenant, 'id'>,
  clientId: string,
  passkeyId: string,
): Promise<void> {
  await db.query('DELETE FROM passkeys WHERE tenant_id = $1 AND client_id = $2 AND id = $3', [
    tenant.id,
    clientId,
    passkeyId,
  ]);
}
