import { SIGNED_IN_COOKIE } from '@souscrire/core-api/client-session';

/**
 * Plays, in a DOM test, what the apps' web server does when a core answer opens a client session: it sets
 * the marker cookie the apps read (`client_signed_in`; the token's own cookie is HttpOnly, out of any script's
 * reach). Tests whose fake core answers a session call it, as the real server would.
 *
 * @example
 * fetch: async () => { openSessionLikeTheWebServer(); return Response.json({ data: { client_id: 'c' } }); }
 */
export function openSessionLikeTheWebServer(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the web server's Set-Cookie.
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
}
