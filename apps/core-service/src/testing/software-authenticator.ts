import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { components } from '@souscrire/core-api';

type Schemas = components['schemas'];

// A software authenticator for the core's tests: a platform authenticator as WebAuthn Level 3 describes it
// (ES256 keys, `none` attestation, discoverable credentials, user presence and verification), producing the
// browser's JSON answers byte for byte as a real browser would, so that @simplewebauthn/server verifies them
// for real. The end-to-end suite uses Chromium's own virtual authenticator instead.

/** The authenticator data's flag of user presence (alone: a touch, no PIN or biometry). */
export const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

type Credential = { id: Buffer; privateKey: KeyObject; cose: Uint8Array; userHandle: string; rpId: string };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The COSE_Key (RFC 9053) of an ES256 public key. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

/** What the browser sends besides the authenticator's data: the challenge, the page's origin, the ceremony. */
const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/**
 * A software authenticator keeping its credentials in memory; `flags` lets a test take user verification away.
 *
 * @example
 * const authenticator = softwareAuthenticator();
 * const attestation = authenticator.create(options, 'http://plussimple.localhost:5174');
 */
export function softwareAuthenticator() {
  const credentials: Credential[] = [];
  let counter = 0;
  return {
    /** Answers `navigator.credentials.create()` for the options, on a page of `origin`. */
    create(
      options: Schemas['PasskeyCreationOptions'],
      origin: string,
      flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
    ): Schemas['PasskeyAttestation'] {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(32);
      const cose = coseKey(publicKey);
      credentials.push({ id, privateKey, cose, userHandle: options.user.id, rpId });
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags | FLAG_ATTESTED_DATA]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        length,
        id,
        cose,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: id.toString('base64url'),
        rawId: id.toString('base64url'),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, origin).toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
      };
    },

    /**
     * Answers `navigator.credentials.get()` with its latest credential for the options' RP ID (a discoverable
     * credential: the device picks it), the signature counter moved on by one.
     */
    get(
      options: Schemas['PasskeyRequestOptions'],
      origin: string,
      flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
    ): Schemas['PasskeyAssertion'] {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const credential = credentials.findLast((candidate) => candidate.rpId === rpId);
      if (credential === undefined) throw new Error(`no credential for ${rpId}`);
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(counter)]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: credential.id.toString('base64url'),
        rawId: credential.id.toString('base64url'),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: data.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          userHandle: credential.userHandle,
        },
      };
    },

    /** Sets the signature counter the next answer moves on from (a cloned authenticator replays an old one). */
    rewind(to: number) {
      counter = to;
    },
  };
}
