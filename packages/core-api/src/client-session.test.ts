// @vitest-environment happy-dom
import { parseCookie } from 'cookie';
import { afterEach, describe, expect, test } from 'vitest';
import {
  CLIENT_TOKEN_COOKIE,
  createClientSession,
  exchangeHandOff,
  takeHandOffFromUrl,
  takeSessionFromUrl,
  withHandOff,
} from './client-session.ts';
import { createCoreApiClient } from './create-core-api-client.ts';

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

/** A core client answering every call with `answer`, and the requests it was sent. */
function fakeCore(answer: () => Response) {
  const requests: Request[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 'tenant-token' }),
    session: () => 'the-session',
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { client, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the hand-off between the apps', () => {
  test('the other app is reached with a code of the session, never the token', async () => {
    const { client, requests } = fakeCore(() => json(201, { data: { code: 'c0de', expires_in: 60 } }));
    const session = { token: () => 'the-session' };
    const address = await withHandOff(client, session, 'http://space.test/fr-FR?reason=x');
    expect(address).toBe('http://space.test/fr-FR?reason=x&hand_off=c0de');
    expect(address).not.toContain('the-session');
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/v2/clients/session/hand-off'],
    ]);
    expect(requests[0]?.headers.get('x-client-session')).toBe('the-session');
  });

  test('without a session, or when no code comes, the plain address', async () => {
    const { client, requests } = fakeCore(() => json(401, { code: 'unauthorized', message: 'no' }));
    expect(await withHandOff(client, { token: () => undefined }, 'http://space.test/fr-FR')).toBe(
      'http://space.test/fr-FR',
    );
    expect(requests).toHaveLength(0);
    expect(await withHandOff(client, { token: () => 'old' }, 'http://space.test/fr-FR')).toBe(
      'http://space.test/fr-FR',
    );
    const offline = fakeCore(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await withHandOff(offline.client, { token: () => 'old' }, 'http://space.test/fr-FR')).toBe(
      'http://space.test/fr-FR',
    );
  });

  test.each([
    ['https://x.test/fr-FR?hand_off=c1&a=1#h', { code: 'c1', cleaned: '/fr-FR?a=1#h' }],
    ['https://x.test/fr-FR?hand_off=', { code: '', cleaned: '/fr-FR' }],
    ['https://x.test/fr-FR?a=1', undefined],
  ])('%s is taken out of the address', (url, expected) => {
    expect(takeHandOffFromUrl(new URL(url))).toEqual(expected);
  });

  test('a code is exchanged for the new session; a refused one gives none', async () => {
    const accepted = fakeCore(() =>
      json(200, { data: { session: 'new-one', expires_at: '2026-11-28T20:00:00Z', client_id: 'c' } }),
    );
    expect(await exchangeHandOff(accepted.client, 'c0de')).toBe('new-one');
    expect(await accepted.requests[0]?.json()).toEqual({ code: 'c0de' });
    const refused = fakeCore(() => json(422, { code: 'invalid_hand_off', message: 'used' }));
    expect(await exchangeHandOff(refused.client, 'c0de')).toBeUndefined();
    expect(await exchangeHandOff(refused.client, '')).toBeUndefined();
    expect(refused.requests).toHaveLength(1);
  });
});
