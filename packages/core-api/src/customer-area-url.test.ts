import { expect, test } from 'vitest';
import { CoreApiError } from './core-api-error.ts';
import { customerAreaUrl, followPageHost } from './customer-area-url.ts';

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

test.each([
  // A development address follows the page's host, with its own port: the tenant's host stays the tenant's.
  ['http://localhost:5174', 'plussimple.localhost:5173', 'http://plussimple.localhost:5174'],
  ['http://localhost:5174', 'plussimple-de.localhost:5173', 'http://plussimple-de.localhost:5174'],
  ['http://maif.localhost:5174', 'maif.localhost:5173', 'http://maif.localhost:5174'],
  ['http://localhost:5174', 'localhost:5173', 'http://localhost:5174'],
  ['http://localhost:5174/', 'MAIF.localhost', 'http://maif.localhost:5174/'],
  ['http://localhost:5174/espace', 'qbe.localhost:5173', 'http://qbe.localhost:5174/espace'],
  // Any other address is the configuration's, and a page elsewhere does not move a development address.
  ['https://client.example', 'plussimple.localhost:5173', 'https://client.example'],
  ['http://localhost:5174', 'journey.example', 'http://localhost:5174'],
])('%s seen from a page on %s is %s', (address, pageHost, expected) => {
  expect(followPageHost(address, pageHost)).toBe(expected);
});
