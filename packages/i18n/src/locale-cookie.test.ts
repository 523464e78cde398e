import { parseSetCookie } from 'cookie';
import { describe, expect, test } from 'vitest';
import {
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_NAME,
  localeCookie,
  readLocaleCookie,
} from './locale-cookie.ts';

describe('localeCookie (365 days, same-site lax)', () => {
  test('writes the locale with the expected attributes', () => {
    expect(localeCookie('de-DE')).toBe('locale=de-DE; Max-Age=31536000; Path=/; SameSite=Lax');
    const parsed = parseSetCookie(localeCookie('it-IT'));
    expect(parsed).toMatchObject({ name: LOCALE_COOKIE_NAME, value: 'it-IT', path: '/', sameSite: 'lax' });
    expect(parsed.maxAge).toBe(365 * 86_400);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  test('adds Secure and Domain when asked', () => {
    const parsed = parseSetCookie(localeCookie('fr-FR', { secure: true, domain: 'example.com' }));
    expect(parsed).toMatchObject({ secure: true, domain: 'example.com' });
  });
});

describe('readLocaleCookie', () => {
  test.each([
    ['locale=en-FR', 'en-FR'],
    ['theme=dark; locale=es-ES; other=1', 'es-ES'],
    ['locale=nl-NL', null],
    ['other=1', null],
    ['', null],
    [null, null],
  ])('%j gives %j', (header, locale) => {
    expect(readLocaleCookie(header)).toBe(locale);
  });

  test('reads back what localeCookie wrote', () => {
    const pair = localeCookie('de-DE').split(';')[0];
    expect(readLocaleCookie(pair)).toBe('de-DE');
  });
});
