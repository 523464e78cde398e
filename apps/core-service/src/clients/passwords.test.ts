import { randomBytes, scryptSync } from 'node:crypto';
import { expect, test } from 'vitest';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

test('passwords are stored as salted scrypt hashes at OWASP minimum cost (N=2^17, r=8, p=1) and verified', async () => {
  const stored = await hashPassword('correct horse battery staple');
  expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(stored).not.toContain('correct horse');
  expect(await hashPassword('correct horse battery staple')).not.toBe(stored);
  expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
  expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
  expect(needsRehash(stored)).toBe(false);
});

test('a hash made with the former parameters (N=2^14) still verifies, and asks to be upgraded', async () => {
  const salt = randomBytes(16);
  const key = scryptSync('souscrire-demo', salt, 64, { N: 16_384, r: 8, p: 1 });
  const old = ['scrypt', 16_384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  expect(await verifyPassword('souscrire-demo', old)).toBe(true);
  expect(await verifyPassword('souscrire-demo!', old)).toBe(false);
  expect(needsRehash(old)).toBe(true);
});

test('the dummy hash for unknown logins is made once and matches no guess', async () => {
  const first = await dummyPasswordHash();
  expect(await dummyPasswordHash()).toBe(first);
  expect(await verifyPassword('souscrire-demo', first)).toBe(false);
});

test.each([
  '',
  'plain',
  'bcrypt$x$y',
  'scrypt$16384$8$1$salt',
  // Parameters a tampered row could use to exhaust memory or time are refused, not computed.
  'scrypt$4194304$8$1$c2FsdA$a2V5',
  'scrypt$16384$64$1$c2FsdA$a2V5',
])('a malformed or out-of-bounds hash %j never verifies', async (stored) => {
  expect(await verifyPassword('anything', stored)).toBe(false);
});
