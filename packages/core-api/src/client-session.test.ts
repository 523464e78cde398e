// @vitest-environment happy-dom
import { parseCookie } from 'cookie';
import { afterEach, describe, expect, test } from 'vitest';
import { CLIENT_TOKEN_COOKIE, createClientSession, takeSessionFromUrl } from './client-session.ts';

const clientToken = () => parseCookie(document.cookie)[CLIENT_TOKEN_COOKIE];

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own clean-up.
  document.cookie = `${CLIENT_TOKEN_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('createClientSession', () => {
  test('logging in writes the client_token cookie and notifies', () => {
    const session = createClientSession();
    const seen: Array<string | undefined> = [];
    session.subscribe(() => seen.push(session.token()));
    session.logIn('secret');
    expect(clientToken()).toBe('secret');
    expect(seen).toEqual(['secret']);
  });

  test('a new session reads the cookie; logging out removes it', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left by an earlier visit.
    document.cookie = `${CLIENT_TOKEN_COOKIE}=kept; Path=/`;
    const session = createClientSession();
    expect(session.token()).toBe('kept');
    session.logOut();
    expect(session.token()).toBeUndefined();
    expect(clientToken()).toBeUndefined();
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
