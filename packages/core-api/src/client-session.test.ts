// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, test } from 'vitest';
import { CLIENT_TOKEN_COOKIE, createClientSession, takeSessionFromUrl } from './client-session.ts';

afterEach(() => Cookies.remove(CLIENT_TOKEN_COOKIE, { path: '/' }));

describe('createClientSession', () => {
  test('logging in writes the client_token cookie and notifies', () => {
    const session = createClientSession();
    const seen: Array<string | undefined> = [];
    session.subscribe(() => seen.push(session.token()));
    session.logIn('secret');
    expect(Cookies.get(CLIENT_TOKEN_COOKIE)).toBe('secret');
    expect(seen).toEqual(['secret']);
  });

  test('a new session reads the cookie; logging out removes it', () => {
    Cookies.set(CLIENT_TOKEN_COOKIE, 'kept', { path: '/' });
    const session = createClientSession();
    expect(session.token()).toBe('kept');
    session.logOut();
    expect(session.token()).toBeUndefined();
    expect(Cookies.get(CLIENT_TOKEN_COOKIE)).toBeUndefined();
  });
});

describe('takeSessionFromUrl', () => {
  test.each([
    ['https://x.test/fr-FR?client_token=t1&a=1#h', '/fr-FR?a=1#h', 't1'],
    ['https://x.test/fr-FR?client_token=t2', '/fr-FR', 't2'],
  ])('%s becomes %s and logs in', (url, cleaned, token) => {
    const session = createClientSession();
    expect(takeSessionFromUrl(new URL(url), session)).toBe(cleaned);
    expect(session.token()).toBe(token);
  });

  test('a URL without a token is left alone', () => {
    const session = createClientSession();
    expect(takeSessionFromUrl(new URL('https://x.test/fr-FR?a=1'), session)).toBeUndefined();
    expect(session.token()).toBeUndefined();
  });
});
