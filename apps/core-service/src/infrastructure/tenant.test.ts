import { expect, test } from 'vitest';
import { requestLocale, type Tenant } from './tenant.ts';

const french = { id: 'maif', country: 'FR' } as Tenant;
const german = { id: 'plussimple-de', country: 'DE' } as Tenant;

test('the answer language follows the q-values of Accept-Language, not the order of its ranges', () => {
  expect(requestLocale('fr;q=0.1, de;q=0.9', french)).toBe('de');
  expect(requestLocale('es;q=0.5, it', french)).toBe('it');
});

test('a regional range finds its language, and an unsupported one is passed over', () => {
  expect(requestLocale('de-AT', french)).toBe('de');
  expect(requestLocale('ja, en-GB;q=0.8', french)).toBe('en');
});

test("the tenant country's language answers when nothing in the header is supported or well formed", () => {
  expect(requestLocale(undefined, german)).toBe('de');
  expect(requestLocale('', german)).toBe('de');
  expect(requestLocale('*', german)).toBe('de');
  expect(requestLocale('ja, zh-CN', german)).toBe('de');
  expect(requestLocale('@@@, !!;q=abc, en-', german)).toBe('de');
  expect(requestLocale('fr;q=0', german)).toBe('de');
});
