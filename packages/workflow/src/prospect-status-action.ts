import { type CustomerArea, customerSpaceIntentUrl } from './customer-space-intent-url.ts';

/** The prospect statuses that keep the visitor in the funnel. */
export const FUNNEL_STATUSES = ['pending', 'paused', 'blocked', 'cancelled'] as const;

/** What the status rule reads of a prospect. */
export type ProspectStatusInput = { readonly status: string; readonly email?: string | null };

/** Stay in the funnel, or leave for the customer-space login (an external address). */
export type ProspectStatusAction =
  | { readonly kind: 'stay' }
  | { readonly kind: 'leave'; readonly reason: 'already_client'; readonly url: string };

/**
 * The prospect status rule: pending, paused, blocked and cancelled stay in the funnel; any other
 * status (already a client...) leaves for the customer-space login with reason `already_client` and the
 * prospect's e-mail as the login; the address is built from the tenant's customer-area base and the locale.
 * A browser that holds a client session (the subscription it just finished: finalize answered it) leaves for
 * the customer space itself (`goto`), where that session goes along, rather than a login form.
 *
 * @example
 * prospectStatusAction(
 *   { status: 'client', email: 'jo@example.com' },
 *   { baseUrl: 'https://client.example.com', language: 'en', country: 'FR' },
 * );
 * // { kind: 'leave', reason: 'already_client',
 * //   url: 'https://client.example.com/en-FR/intent?type=login&reason=already_client&login=jo%40example.com' }
 */
export function prospectStatusAction(
  prospect: ProspectStatusInput,
  customerArea: CustomerArea,
  holdsSession = false,
): ProspectStatusAction {
  if ((FUNNEL_STATUSES as readonly string[]).includes(prospect.status)) return { kind: 'stay' };
  const url = customerSpaceIntentUrl(
    customerArea,
    holdsSession
      ? { kind: 'goto' }
      : { kind: 'login', reason: 'already_client', login: prospect.email ?? undefined },
  );
  return { kind: 'leave', reason: 'already_client', url };
}
