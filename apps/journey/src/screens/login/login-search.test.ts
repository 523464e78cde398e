import { describe, expect, test } from 'vitest';
import { loginSearchSchema, returnPath } from './login-search.ts';

describe('returnPath', () => {
  test.each(['/fr-FR/souscription/42/documents', '/en-FR/subscription/42/payment?method=card'])(
    'goes back to an address of this journey: %s',
    (redirect) => {
      expect(returnPath(redirect, '/fr-FR')).toBe(redirect);
    },
  );

  test.each([
    undefined,
    '',
    'fr-FR/souscription/42',
    'https://evil.example/fr-FR',
    '//evil.example/fr-FR',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never leaves the journey: %s gives the fallback', (redirect) => {
    expect(returnPath(redirect, '/fr-FR')).toBe('/fr-FR');
  });
});

test("the login route's query drops what it does not expect rather than refusing it", () => {
  expect(
    loginSearchSchema.parse({ login: 'a@example.com', reason: 42, redirect: ['/x'], other: 'y' }),
  ).toEqual({
    login: 'a@example.com',
    reason: undefined,
    redirect: undefined,
  });
});
