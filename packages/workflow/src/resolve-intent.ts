/**
 * The /intent query, as the router hands it: `URLSearchParams`, or a parsed search object whose values may be
 * strings, numbers or lists (the first item counts).
 */
export type IntentQuery = URLSearchParams | Readonly<Record<string, unknown>>;

/** What the /intent route does. Optional fields are `undefined` when the query lacks them. */
export type IntentAction =
  | { readonly kind: 'subscription'; readonly prospectId: string }
  | {
      readonly kind: 'product';
      readonly productSlug: string;
      readonly companyId: string | undefined;
      readonly jobId: string | undefined;
      readonly agentToken: string | undefined;
      readonly referer: string | undefined;
      readonly source: string | undefined;
    }
  | {
      readonly kind: 'login' | 'goto';
      readonly reason: string | undefined;
      readonly redirectUri: string | undefined;
      readonly login: string | undefined;
    }
  | { readonly kind: 'password'; readonly token: string }
  | { readonly kind: 'home' };

function read(query: IntentQuery, key: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Turns the /intent query into what to do: `type=subscription` with `prospect_id` opens that
 * subscription; `type=product` with `product_slug` creates one with company_id, job_id, agent_token, referer
 * and source; `type=login` and `type=goto` carry reason, redirect_uri and login for the customer space;
 * `type=password` with `token` opens the customer space's page that chooses a password (an e-mail's link);
 * anything else (a missing id or slug included) goes home.
 *
 * @example
 * resolveIntent(new URLSearchParams('type=subscription&prospect_id=42'));
 * // { kind: 'subscription', prospectId: '42' }
 * resolveIntent({ type: 'product', product_slug: 'rc-pro', source: 'partner' });
 * // { kind: 'product', productSlug: 'rc-pro', source: 'partner', companyId: undefined, ... }
 * resolveIntent({}); // { kind: 'home' }
 */
export function resolveIntent(query: IntentQuery): IntentAction {
  const type = read(query, 'type');
  const prospectId = read(query, 'prospect_id');
  const productSlug = read(query, 'product_slug');
  if (type === 'subscription' && prospectId) return { kind: 'subscription', prospectId };
  if (type === 'product' && productSlug) {
    return {
      kind: 'product',
      productSlug,
      companyId: read(query, 'company_id'),
      jobId: read(query, 'job_id'),
      agentToken: read(query, 'agent_token'),
      referer: read(query, 'referer'),
      source: read(query, 'source'),
    };
  }
  const token = read(query, 'token');
  if (type === 'password' && token) return { kind: 'password', token };
  if (type === 'login' || type === 'goto') {
    return {
      kind: type,
      reason: read(query, 'reason'),
      redirectUri: read(query, 'redirect_uri'),
      login: read(query, 'login'),
    };
  }
  return { kind: 'home' };
}
