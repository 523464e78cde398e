/** A link into the customer space through its intent address (spec 2: type=login or goto). */
export type CustomerSpaceIntent = {
  readonly type: 'login' | 'goto';
  /** Why the visitor is sent there, e.g. `already_client`. */
  readonly reason?: string | undefined;
  /** Where the customer space sends the client afterwards. */
  readonly redirectUri?: string | undefined;
  /** The login (e-mail) to prefill. */
  readonly login?: string | undefined;
};

/**
 * The customer-space intent address, `{customer area}/intent?type=...&reason=...&redirect_uri=...&login=...`,
 * leaving out the parameters not given. `customerArea` is the tenant's customer-area address for the locale
 * (spec 2: base address plus `{lang}-{COUNTRY}`), as `@souscrire/core-api`'s `customerAreaUrl` builds it.
 *
 * @example
 * customerSpaceIntentUrl('https://client.example.com/fr-FR', {
 *   type: 'login',
 *   reason: 'already_client',
 *   login: 'jo@example.com',
 * });
 * // 'https://client.example.com/fr-FR/intent?type=login&reason=already_client&login=jo%40example.com'
 */
export function customerSpaceIntentUrl(customerArea: string, intent: CustomerSpaceIntent): string {
  const url = new URL('intent', customerArea.endsWith('/') ? customerArea : `${customerArea}/`);
  url.searchParams.set('type', intent.type);
  const optional = { reason: intent.reason, redirect_uri: intent.redirectUri, login: intent.login };
  for (const [key, value] of Object.entries(optional)) {
    if (value) url.searchParams.set(key, value);
  }
  return url.href;
}
