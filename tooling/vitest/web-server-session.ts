/**
 * Plays, in a DOM test, what the apps' web server does when a core answer opens a client session: it sets
 * the marker cookie the apps read (`SIGNED_IN_COOKIE` of `@souscrire/core-api/client-session`, passed in: this
 * package comes before core-api; the token's own cookie is HttpOnly, out of any script's reach). Tests whose
 * fake core answers a session call it, as the real server would.
 *
 * @example
 * fetch: async () => { openSessionLikeTheWebServer(SIGNED_IN_COOKIE); return Response.json({ data: { client_id: 'c' } }); }
 */
export function openSessionLikeTheWebServer(markerCookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the web server's Set-Cookie.
  document.cookie = `${markerCookie}=1; Path=/`;
}
