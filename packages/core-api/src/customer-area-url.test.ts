import { expect, test } from 'vitest';
import { CoreApiError } from './core-api-error.ts';
import { customerAreaUrl } from './customer-area-url.ts';

test.each([
  ['https://client.example.com', 'fr', 'FR', 'https://client.example.com/fr-FR'],
  ['https://client.example.com/', 'en', 'FR', 'https://client.example.com/en-FR'],
  ['https://client.example.com/espace', 'DE', 'de', 'https://client.example.com/espace/de-DE'],
])('customer area of %s for %s-%s', (baseUrl, language, country, expected) => {
  expect(customerAreaUrl({ tenant: 'maif', baseUrl, language, country })).toBe(expected);
});

test.each([undefined, ''])('a missing customer-area address (%j) raises the URL error', (baseUrl) => {
  const attempt = () => customerAreaUrl({ tenant: 'maif', baseUrl, language: 'fr', country: 'FR' });
  expect(attempt).toThrow(CoreApiError);
  expect(attempt).toThrow(
    expect.objectContaining({
      code: 'missing_url',
      message: 'No Core API URL is defined for the tenant maif',
    }),
  );
});
