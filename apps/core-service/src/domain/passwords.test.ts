import { expect, test } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

test('passwords are stored as salted scrypt hashes and verified', async () => {
  const stored = await hashPassword('correct horse battery staple');
  expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(stored).not.toContain('correct horse');
  expect(await hashPassword('correct horse battery staple')).not.toBe(stored);
  expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
  expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
});

test.each(['', 'plain', 'bcrypt$x$y', 'scrypt$16384$8$1$salt'])(
  'a malformed hash %j never verifies',
  async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  },
);
