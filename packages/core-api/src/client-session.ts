import { parseCookie, stringifySetCookie } from 'cookie';
import type { CoreApiClient } from './create-core-api-client.ts';

/** The cookie holding the logged-in client's session token. */
export const CLIENT_TOKEN_COOKIE = 'client_token';

// The cookie library the apps already use (@souscrire/i18n's locale cookie), so a browser bundle carries one.
// Without a document (Node), nothing is read or written: the session lives in memory only.
const readToken = (): string | undefined =>
  globalThis.document ? parseCookie(globalThis.document.cookie)[CLIENT_TOKEN_COOKIE] || undefined : undefined;

const writeCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the string is built and escaped by the cookie library.
  if (globalThis.document) globalThis.document.cookie = cookie;
};

/**
 * The query parameter that may carry a session token into the journey. Accepted, never produced: the apps
 * carry a session with a hand-off code ({@link HAND_OFF_QUERY_PARAMETER}).
 */
export const SESSION_QUERY_PARAMETER = 'client_token';

/** The query parameter carrying a single-use hand-off code from one app to the other. */
export const HAND_OFF_QUERY_PARAMETER = 'hand_off';

/** The client's session: a token held in a cookie and in memory, observable by the app. */
export type ClientSession = {
  /** The session token, when a client is authenticated. */
  token(): string | undefined;
  /** Saves a token after login, contracts or finalize (cookie client_token and the store). */
  logIn(token: string): void;
  /** Forgets the token: a 401 logs the client out. */
  logOut(): void;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

/**
 * Creates the client session, reading the cookie once.
 *
 * @example
 * const session = createClientSession();
 * session.logIn('abc');
 * session.token(); // 'abc'
 */
export function createClientSession(): ClientSession {
  let current = readToken();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    token: () => current,
    logIn(token) {
      current = token;
      writeCookie(
        stringifySetCookie({
          name: CLIENT_TOKEN_COOKIE,
          value: token,
          path: '/',
          sameSite: 'lax',
          ...(globalThis.location?.protocol === 'https:' ? { secure: true } : {}),
        }),
      );
      notify();
    },
    logOut() {
      if (current === undefined && readToken() === undefined) return;
      current = undefined;
      writeCookie(
        stringifySetCookie({ name: CLIENT_TOKEN_COOKIE, value: '', path: '/', expires: new Date(0) }),
      );
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Takes a session token from a URL's query string, hands it to `session.logIn`, and returns the URL without
 * it, or `undefined` when the query carries none ("removed from the URL"). An app that must first
 * confirm whom the token belongs to (nobody may plant their session in another's browser) passes
 * a collector instead of the session, and logs in once the core has confirmed it.
 *
 * @example
 * takeSessionFromUrl(new URL('https://x/fr-FR?client_token=t&a=1'), session); // 'https://x/fr-FR?a=1'
 */
export function takeSessionFromUrl(url: URL, session: Pick<ClientSession, 'logIn'>): string | undefined {
  const token = url.searchParams.get(SESSION_QUERY_PARAMETER);
  if (token === null) return undefined;
  if (token) session.logIn(token);
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
  session: Pick<ClientSession, 'token'>,
  address: string,
): Promise<string> {
  if (session.token() === undefined) return address;
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
 * Exchanges a hand-off code with the core for a new session token; `undefined` when the code is refused (used,
 * expired, another's) or the core cannot be reached. The caller decides whether to keep it.
 *
 * @example
 * const token = await exchangeHandOff(client, code);
 * if (token) session.logIn(token);
 */
export async function exchangeHandOff(
  client: Pick<CoreApiClient, 'POST'>,
  code: string,
): Promise<string | undefined> {
  if (code === '') return undefined;
  try {
    const { data } = await client.POST('/v2/clients/session/hand-off/exchange', { body: { code } });
    return data?.data.session;
  } catch {
    return undefined;
  }
}
