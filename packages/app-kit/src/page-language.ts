/** How a core client sends a request (openapi-fetch's `fetch` option). */
export type SendRequest = (request: Request) => Promise<Response>;

/**
 * A core client's sending in the page's language: what the core writes (formula and document names, labels,
 * PDFs) follows the page, not the browser, so a call that names no language of its own carries the page's
 * locale in `Accept-Language`.
 *
 * @example
 * createCoreApiClient({ ..., fetch: inPageLanguage((request) => fetch(request), () => 'de-DE') });
 */
export function inPageLanguage(send: SendRequest, locale: () => string | undefined): SendRequest {
  return (request) => {
    const language = locale();
    if (language && !request.headers.has('accept-language')) request.headers.set('accept-language', language);
    return send(request);
  };
}
