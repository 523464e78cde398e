import type { CoreApiClient } from '@souscrire/core-api';
import { type ClientSession, OFFERED_SESSION_HEADER } from '@souscrire/core-api/client-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be a prospect's id (prospect ids are UUIDs).
 *
 * @example
 * isProspectId('6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60'); // true
 * isProspectId('42'); // false
 */
export function isProspectId(value: string): boolean {
  return UUID.test(value);
}

/**
 * The prospect an address is about: the intent's `prospect_id`, else the subscription area's id segment
 * (`/fr-FR/souscription/{id}/...`); undefined on other pages.
 *
 * @example
 * urlProspectId(new URL('https://x/fr-FR/intent?type=subscription&prospect_id=6f1c...')); // '6f1c...'
 */
export function urlProspectId(url: URL): string | undefined {
  const query = url.searchParams.get('prospect_id');
  if (query !== null) return isProspectId(query) ? query : undefined;
  return url.pathname.split('/').find(isProspectId);
}

/**
 * Adopts a session token that came in the query string only when the core confirms it may act on the prospect
 * of the address (`GET v2/clients/me?prospect_id=`, a session opened for that prospect or a login of
 * its client): the journey's web server then keeps it in its HttpOnly cookie ({@link OFFERED_SESSION_HEADER});
 * anything else is dropped, so nobody can plant their own session in another's browser.
 *
 * @example
 * await adoptUrlSession(client, session, token, urlProspectId(new URL(location.href))); // true when adopted
 */
export async function adoptUrlSession(
  client: Pick<CoreApiClient, 'GET'>,
  session: Pick<ClientSession, 'logIn'>,
  token: string,
  prospectId: string | undefined,
): Promise<boolean> {
  if (prospectId === undefined || token === '') return false;
  try {
    const answer = await client.GET('/v2/clients/me', {
      params: { query: { prospect_id: prospectId } },
      headers: { [OFFERED_SESSION_HEADER]: token },
    });
    if (!answer.response.ok || answer.data?.data.prospect_id === undefined) return false;
  } catch {
    // The core cannot confirm it: the token is dropped, the visitor continues without it.
    return false;
  }
  session.logIn();
  return true;
}
