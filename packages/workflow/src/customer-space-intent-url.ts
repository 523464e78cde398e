/** Where a tenant's customer space lives, for one locale. */
export type CustomerArea = {
  /** The tenant's customer-area base address (configuration), e.g. `https://client.example.com`. */
  readonly baseUrl: string;
  /** The interface language, e.g. `fr`. */
  readonly language: string;
  /** The country, e.g. `FR` (any case). */
  readonly country: string;
};

/**
 * A link into the customer space through its intent address (type=login or goto). A `login` or
 * `goto` action of `resolveIntent` has this shape, so it can be passed on as it is.
 */
export type CustomerSpaceIntent = {
  /** The intent's `type` query parameter. */
  readonly kind: 'login' | 'goto' | 'password';
  /** Why the visitor is sent there, e.g. `already_client`. */
  readonly reason?: string | undefined;
  /** Where the customer space sends the client afterwards. */
  readonly redirectUri?: string | undefined;
  /** The login (e-mail) to prefill. */
  readonly login?: string | undefined;
  /** A password link's single-use token (`password`: the page that chooses the password). */
  readonly token?: string | undefined;
};

/**
 * The customer-space intent address: the customer-area address for the locale (the base address plus
 * a `{lang}-{COUNTRY}` segment) followed by `/intent?type=...&reason=...&redirect_uri=...&login=...`, leaving
 * out the parameters not given. A base that is not an absolute address throws the platform's `TypeError`;
 * a missing one is the configuration's error to raise, before this is called.
 *
 * @example
 * customerSpaceIntentUrl(
 *   { baseUrl: 'https://client.example.com', language: 'fr', country: 'fr' },
 *   { kind: 'login', reason: 'already_client', login: 'jo@example.com' },
 * );
 * // 'https://client.example.com/fr-FR/intent?type=login&reason=already_client&login=jo%40example.com'
 */
export function customerSpaceIntentUrl(area: CustomerArea, intent: CustomerSpaceIntent): string {
  const base = area.baseUrl.endsWith('/') ? area.baseUrl : `${area.baseUrl}/`;
  const url = new URL(`${area.language.toLowerCase()}-${area.country.toUpperCase()}/intent`, base);
  url.searchParams.set('type', intent.kind);
  const optional = {
    reason: intent.reason,
    redirect_uri: intent.redirectUri,
    login: intent.login,
    token: intent.token,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) url.searchParams.set(key, value);
  }
  return url.href;
}
