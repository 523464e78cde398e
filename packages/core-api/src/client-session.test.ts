// @vitest-environment happy-dom
import { parseCookie } from 'cookie';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createClientSession,
  exchangeHandOff,
  SESSION_PROSPECT_HEADER,
  SIGNED_IN_COOKIE,
  takeHandOffFromUrl,
  takeSessionFromUrl,
  withHandOff,
} from './client-session.ts';
import { createCoreApiClient } from './create-core-api-client.ts';

const writeCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the web server's Set-Cookie.
  document.cookie = cookie;
};

afterEach(() => writeCookie(`${SIGNED_IN_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`));

describe('createClientSession', () => {
  test("follows the web server's marker cookie, and notifies when told a session opened", () => {
    const session = createClientSession();
    const seen: boolean[] = [];
    session.subscribe(() => seen.push(session.signedIn()));
    expect(session.signedIn()).toBe(false);
    writeCookie(`${SIGNED_IN_COOKIE}=1; Path=/`);
    session.logIn();
    expect(seen).toEqual([true]);
  });

  test('logging out removes the marker', () => {
    writeCookie(`${SIGNED_IN_COOKIE}=1; Path=/`);
    const session = createClientSession();
    expect(session.signedIn()).toBe(true);
    session.logOut();
    expect(session.signedIn()).toBe(false);
    expect(parseCookie(document.cookie)[SIGNED_IN_COOKIE]).toBeUndefined();
  });

  test("without a document, answers from the request's cookies", () => {
    const { document: page } = globalThis;
    Reflect.deleteProperty(globalThis, 'document');
    try {
      expect(createClientSession(`${SIGNED_IN_COOKIE}=1; a=b`).signedIn()).toBe(true);
      const visitor = createClientSession('a=b');
      expect(visitor.signedIn()).toBe(false);
      visitor.logIn();
      expect(visitor.signedIn()).toBe(true);
    } finally {
      globalThis.document = page;
    }
  });
});

describe('takeSessionFromUrl', () => {
  test.each([
    ['https://x.test/fr-FR?client_token=t1&a=1#h', '/fr-FR?a=1#h', ['t1']],
    ['https://x.test/fr-FR?client_token=t2', '/fr-FR', ['t2']],
    ['https://x.test/fr-FR?client_token=', '/fr-FR', []],
  ])('%s becomes %s and offers the token', (url, cleaned, offered) => {
    const seen: string[] = [];
    expect(takeSessionFromUrl(new URL(url), (token) => seen.push(token))).toBe(cleaned);
    expect(seen).toEqual(offered);
  });

  test('a URL without a token is left alone', () => {
    const seen: string[] = [];
    expect(
      takeSessionFromUrl(new URL('https://x.test/fr-FR?a=1'), (token) => seen.push(token)),
    ).toBeUndefined();
    expect(seen).toEqual([]);
  });
});

/** A core client answering every call with `answer`, and the requests it was sent. */
function fakeCore(answer: () => Response) {
  const requests: Request[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 'tenant-token' }),
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
    const address = await withHandOff(client, { signedIn: () => true }, 'http://space.test/fr-FR?reason=x');
    expect(address).toBe('http://space.test/fr-FR?reason=x&hand_off=c0de');
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/v2/clients/session/hand-off'],
    ]);
  });

  test('without a session, or when no code comes, the plain address', async () => {
    const { client, requests } = fakeCore(() => json(401, { code: 'unauthorized', message: 'no' }));
    expect(await withHandOff(client, { signedIn: () => false }, 'http://space.test/fr-FR')).toBe(
      'http://space.test/fr-FR',
    );
    expect(requests).toHaveLength(0);
    expect(await withHandOff(client, { signedIn: () => true }, 'http://space.test/fr-FR')).toBe(
      'http://space.test/fr-FR',
    );
    const offline = fakeCore(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await withHandOff(offline.client, { signedIn: () => true }, 'http://space.test/fr-FR')).toBe(
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

  test('a code is exchanged for a session the web server keeps; a refused one gives none', async () => {
    // The web server takes the token out of the answer (tooling/web-server, core-proxy.ts).
    const accepted = fakeCore(() =>
      json(200, { data: { expires_at: '2026-11-28T20:00:00Z', client_id: 'c' } }),
    );
    expect(await exchangeHandOff(accepted.client, 'c0de')).toBe(true);
    expect(await exchangeHandOff(accepted.client, 'c0de', 'p1')).toBe(true);
    expect(await accepted.requests[0]?.json()).toEqual({ code: 'c0de' });
    expect(accepted.requests.map((request) => request.headers.get(SESSION_PROSPECT_HEADER))).toEqual([
      null,
      'p1',
    ]);
    const refused = fakeCore(() => json(403, { code: 'session_not_for_prospect', message: 'no' }));
    expect(await exchangeHandOff(refused.client, 'c0de', 'p1')).toBe(false);
    expect(await exchangeHandOff(refused.client, '')).toBe(false);
    expect(refused.requests).toHaveLength(1);
  });
});
