import { SIGNED_IN_COOKIE } from '@souscrire/core-api/client-session';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The cookie holding a client's session token, set only by the web server, never readable by a script
 * (HttpOnly). Over https it takes the `__Host-` prefix: the browser then keeps it only when it is Secure, for
 * the whole origin (`Path=/`) and for no other host (no `Domain`).
 */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-client_session' : 'client_session';
}

// Every session cookie: whole origin, kept off cross-site subrequests (CSRF), Secure over https.
const attributes = (https: boolean) =>
  ({ path: '/', sameSite: 'lax', ...(https ? { secure: true } : {}) }) as const;

/**
 * The `Set-Cookie` values that open a session in the browser: the token, HttpOnly, and beside it the marker
 * the apps read to know someone is signed in ({@link SIGNED_IN_COOKIE}: no secret, readable by scripts).
 * Both last as long as the browser session; the core ends the token itself when it expires.
 *
 * @example
 * sessionCookies('t0k3n', true);
 * // ['__Host-client_session=t0k3n; Path=/; HttpOnly; Secure; SameSite=Lax', 'client_signed_in=1; Path=/; Secure; SameSite=Lax']
 */
export function sessionCookies(token: string, https: boolean): string[] {
  return [
    stringifySetCookie({
      name: sessionCookieName(https),
      value: token,
      httpOnly: true,
      ...attributes(https),
    }),
    stringifySetCookie({ name: SIGNED_IN_COOKIE, value: '1', ...attributes(https) }),
  ];
}

/**
 * The `Set-Cookie` values that end the session in the browser (both cookies expired).
 *
 * @example
 * clearedSessionCookies(false); // ['client_session=; Path=/; Expires=Thu, 01 Jan 1970 ...; HttpOnly; SameSite=Lax', ...]
 */
export function clearedSessionCookies(https: boolean): string[] {
  const expired = { value: '', expires: new Date(0) };
  return [
    stringifySetCookie({ name: sessionCookieName(https), ...expired, httpOnly: true, ...attributes(https) }),
    stringifySetCookie({ name: SIGNED_IN_COOKIE, ...expired, ...attributes(https) }),
  ];
}

/**
 * The session token a request's `Cookie` header carries, if any.
 *
 * @example
 * heldSession('client_session=t0k3n; locale=fr-FR', false); // 't0k3n'
 */
export function heldSession(cookieHeader: string | undefined, https: boolean): string | undefined {
  return parseCookie(cookieHeader ?? '')[sessionCookieName(https)] || undefined;
}

/**
 * Whether the browser reached the server over https: the request's own scheme, or the first
 * `X-Forwarded-Proto` of the proxy in front. A forged header over http harms only its sender: browsers ignore
 * HSTS over http (RFC 6797 8.1) and refuse Secure cookies from an http page.
 *
 * @example
 * requestIsHttps(new Request('http://x/', { headers: { 'x-forwarded-proto': 'https' } })); // true
 */
export function requestIsHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === undefined ? new URL(request.url).protocol === 'https:' : forwarded === 'https';
}
