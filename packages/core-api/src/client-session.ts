import { parseCookie, stringifySetCookie } from 'cookie';
import type { CoreApiClient } from './create-core-api-client.ts';

/**
 * The cookie that tells the apps a client is signed in: `1`, no secret. The session token itself is in a
 * cookie no script can read (HttpOnly), which the apps' web server sets when a core answer opens a session
 * and puts in `X-Client-Session` on every call it forwards to the core (`/core/...` on the app's own origin).
 */
export const SIGNED_IN_COOKIE = 'client_signed_in';

/**
 * The header with which an app asks its web server to keep a session a call opens only if the core confirms
 * it may act on this prospect (`GET v2/clients/me?prospect_id=`): a session carried by a hand-off code or an
 * address, which nobody may plant in another's browser.
 */
export const SESSION_PROSPECT_HEADER = 'X-Session-Prospect';

/**
 * The header carrying a session token that arrived in an address (`?client_token=`) on the one call that may
 * adopt it, `GET v2/clients/me?prospect_id=`: the web server keeps it as this browser's session when the core
 * answers that it may act on that prospect.
 */
export const OFFERED_SESSION_HEADER = 'X-Offered-Session';

/**
 * Where an app calls the core on its own origin: its web server forwards `/core/v2/...` to the tenant's core
 * service (`coreApiUrl`) with the session from its HttpOnly cookie.
 *
 * @example
 * createCoreApiClient({ tenant, resolveConfig: () => ({ url: `${location.origin}${CORE_PROXY_PATH}`, token }) });
 */
export const CORE_PROXY_PATH = '/core';

/**
 * The query parameter that may carry a session token into the journey. Accepted, never produced: the apps
 * carry a session with a hand-off code ({@link HAND_OFF_QUERY_PARAMETER}).
 */
export const SESSION_QUERY_PARAMETER = 'client_token';

/** The query parameter carrying a single-use hand-off code from one app to the other. */
export const HAND_OFF_QUERY_PARAMETER = 'hand_off';

/** Whether a `Cookie` header (or `document.cookie`) carries the signed-in marker. */
function markerIn(cookies: string): boolean {
  return parseCookie(cookies)[SIGNED_IN_COOKIE] === '1';
}

/** Whether someone is signed in, as the app sees it: observable, without ever holding the token. */
export type ClientSession = {
  /** Whether a client session is held (the web server's marker cookie). */
  signedIn(): boolean;
  /** Tells the app that a core answer opened a session (login, contracts, finalize, a hand-off). */
  logIn(): void;
  /** Forgets the session: after a logout or a 401 (the web server has removed its cookies then). */
  logOut(): void;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

/**
 * Creates the client session. In a browser it reads the web server's marker cookie on every question, so a
 * session the server opened or ended is seen at once; without a document (a server render) it answers from
 * the request's `Cookie` header.
 *
 * @example
 * const session = createClientSession();
 * await client.POST('/v2/clients/authentication', { body }); // the web server sets the cookies
 * session.logIn();
 * session.signedIn(); // true
 */
export function createClientSession(requestCookies = ''): ClientSession {
  let held = markerIn(requestCookies);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Read through a narrow type, when asked: the module also runs in Node (a server render, the web server).
  const page = () => (globalThis as { document?: { cookie: string } }).document;
  return {
    signedIn: () => {
      const document = page();
      return document ? markerIn(document.cookie) : held;
    },
    logIn() {
      held = true;
      notify();
    },
    logOut() {
      held = false;
      const document = page();
      // The marker goes even when no server answer removed it (a session the core no longer knows).
      if (document && markerIn(document.cookie)) {
        // The string is built and escaped by the cookie library.
        document.cookie = stringifySetCookie({
          name: SIGNED_IN_COOKIE,
          value: '',
          path: '/',
          expires: new Date(0),
        });
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Takes a session token from a URL's query string, hands it to `offer`, and returns the URL without
 * it, or `undefined` when the query carries none ("removed from the URL"). The token is only offered: an
 * app adopts it once the core has confirmed whom it belongs to (nobody may plant their session in another's
 * browser), or drops it.
 *
 * @example
 * takeSessionFromUrl(new URL('https://x/fr-FR?client_token=t&a=1'), (token) => {}); // 'https://x/fr-FR?a=1'
 */
export function takeSessionFromUrl(url: URL, offer: (token: string) => void): string | undefined {
  const token = url.searchParams.get(SESSION_QUERY_PARAMETER);
  if (token === null) return undefined;
  if (token) offer(token);
  const cleaned = new URL(url);
  cleaned.searchParams.delete(SESSION_QUERY_PARAMETER);
  return `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
}

/**
 * The address of the other app with a hand-off code of the current session (`?hand_off=`, single use, 60 s),
 * which that app exchanges for a session of its own: never the session token in an address. Without a session,
 * or when the core cannot make a code, the address as given (the other app then asks to log in).
 *
 * @example
 * location.assign(await withHandOff(client, session, 'http://plussimple.localhost:5174/fr-FR'));
 */
export async function withHandOff(
  client: Pick<CoreApiClient, 'POST'>,
  session: Pick<ClientSession, 'signedIn'>,
  address: string,
): Promise<string> {
  if (!session.signedIn()) return address;
  try {
    const { data } = await client.POST('/v2/clients/session/hand-off');
    if (data === undefined) return address;
    const url = new URL(address);
    url.searchParams.set(HAND_OFF_QUERY_PARAMETER, data.data.code);
    return url.href;
  } catch {
    // The core cannot be reached: the plain address still leads there.
    return address;
  }
}

/**
 * Takes a hand-off code from a URL's query string: the code and the URL without it (path, query and hash, for
 * `history.replaceState`), or `undefined` when the query carries none.
 *
 * @example
 * takeHandOffFromUrl(new URL('https://x/fr-FR?hand_off=c&a=1')); // { code: 'c', cleaned: '/fr-FR?a=1' }
 */
export function takeHandOffFromUrl(url: URL): { code: string; cleaned: string } | undefined {
  const code = url.searchParams.get(HAND_OFF_QUERY_PARAMETER);
  if (code === null) return undefined;
  const cleaned = new URL(url);
  cleaned.searchParams.delete(HAND_OFF_QUERY_PARAMETER);
  return { code, cleaned: `${cleaned.pathname}${cleaned.search}${cleaned.hash}` };
}

/**
 * Exchanges a hand-off code with the core for a new session, which the web server keeps in its cookie; true
 * when it did, false when the code is refused (used, expired, another's), the session may not act on
 * `prospectId` when one is named ({@link SESSION_PROSPECT_HEADER}), or the core cannot be reached. The
 * caller then tells its session (`logIn`).
 *
 * @example
 * if (await exchangeHandOff(client, code)) session.logIn();
 */
export async function exchangeHandOff(
  client: Pick<CoreApiClient, 'POST'>,
  code: string,
  prospectId?: string,
): Promise<boolean> {
  if (code === '') return false;
  try {
    const { data } = await client.POST('/v2/clients/session/hand-off/exchange', {
      body: { code },
      ...(prospectId === undefined ? {} : { headers: { [SESSION_PROSPECT_HEADER]: prospectId } }),
    });
    return data !== undefined;
  } catch {
    return false;
  }
}
