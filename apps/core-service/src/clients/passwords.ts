import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt at OWASP's minimum (Password Storage Cheat Sheet: N = 2^17, r = 8, p = 1), a 64-byte key. Hashes made
// with other parameters (the former N = 2^14) still verify: the parameters are stored in each hash.
const N = 131_072;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes (128 MiB here); node's default limit is 32 MiB. Stored hashes above these
// parameters are refused rather than allowed to ask for more memory.
const MAX_N = 1 << 20;
const MAXMEM = 2 * 128 * N * R;

/** The parameters new hashes use, so callers can tell an old hash that should be upgraded. */
export const SCRYPT_PARAMETERS = { N, r: R, p: P } as const;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: Math.max(MAXMEM, 2 * 128 * n * r) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with node:crypto's scrypt and a random salt, in a self-describing string
 * (`scrypt$N$r$p$salt$key`, base64url), so that the parameters can be raised later.
 *
 * @example
 * const stored = await hashPassword('correct horse battery staple');
 * await verifyPassword('correct horse battery staple', stored); // true
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash (compared in constant time); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const [cost, blockSize, parallel] = [Number(n), Number(r), Number(p)];
  if (!(cost >= 2 && cost <= MAX_N && blockSize >= 1 && blockSize <= 16 && parallel >= 1 && parallel <= 4)) {
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost, blockSize, parallel);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than today's (to re-hash it after a good login). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password, made once: an unknown login is checked against it, so that it costs the same
 * time as a wrong password and timing does not tell which logins exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}
