import type { CoreApiClient } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import { CoreRequestError } from '../core/core-request-error.ts';
import { unwrap } from '../core/unwrap.ts';
import { PROSPECT_PROOF_HEADER, prospectProof } from './prospect-proof.ts';

/**
 * What entering a client-guarded step needs: the session is `earned` (held for this prospect), or
 * the e-mail belongs to a client who must `login` first (already_client, e-mail prefilled), or this
 * browser holds no `proof` of the prospect (it was created elsewhere) and the visitor is offered a
 * link to the subscription's e-mail address.
 */
export type EarnOutcome =
  | { readonly kind: 'earned' }
  | { readonly kind: 'login'; readonly login?: string }
  | { readonly kind: 'proof'; readonly email?: string };

/** The code of the core's refusal of contracts without a proof nor an owning session. */
const PROOF_REQUIRED = 'proof_required';

function needsProof(error: unknown): boolean {
  return (
    error instanceof CoreRequestError &&
    error.status === 403 &&
    (error.body as { code?: unknown } | undefined)?.code === PROOF_REQUIRED
  );
}

// The prospects the held session was earned for: once per page, so a reload asks the core again (contracts is
// repeatable: it prices the draft contract again and answers a new session). Any change of session (a login,
// a logout, a 401) forgets them.
const earned = new WeakMap<ClientSession, Set<string>>();

function earnedFor(session: ClientSession): Set<string> {
  let prospects = earned.get(session);
  if (prospects === undefined) {
    const fresh = new Set<string>();
    session.subscribe(() => fresh.clear());
    earned.set(session, fresh);
    prospects = fresh;
  }
  return prospects;
}

/** The field the contracts call names when the prospect's e-mail is an existing client's login. */
const CLIENT_EMAIL_FIELD = 'email';

function belongsToClient(error: unknown): boolean {
  if (!(error instanceof CoreRequestError) || error.status !== 422) return false;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  return errors !== undefined && CLIENT_EMAIL_FIELD in errors;
}

/** Contracts answers a session, which the journey's web server keeps in its HttpOnly cookie. */
async function contracts(client: CoreApiClient, id: string, proof: string | undefined): Promise<void> {
  const answer = await client.POST('/v2/prospects/{id}/contracts', {
    params: { path: { id } },
    ...(proof === undefined ? {} : { headers: { [PROSPECT_PROOF_HEADER]: proof } }),
  });
  unwrap(answer);
}

/** Makes the prospect a cross-sell of the logged-in client; false when the session is not that client's. */
async function convertCrossSell(client: CoreApiClient, id: string): Promise<boolean> {
  const answer = await client.POST('/v2/prospects/{id}/convert-xsell', { params: { path: { id } } });
  // 409: the e-mail is another client's; 401: the session has ended (and the client is logged out).
  if (answer.response.status === 409 || answer.response.status === 401) return false;
  unwrap(answer);
  return true;
}

/**
 * Whether the held session was earned for this prospect in this page (a session of another subscription or
 * of a login does not open this one's documents).
 *
 * @example
 * holdsSessionFor(session, prospectId); // false before the first client-guarded step
 */
export function holdsSessionFor(session: ClientSession, id: string): boolean {
  return session.signedIn() && earnedFor(session).has(id);
}

/**
 * Counts the held session as earned for a prospect when the core confirms that it may act on it
 * (`GET v2/clients/me?prospect_id=`: a session opened for that prospect, or a login of its client): the way a
 * server render, which only reads, enters a client-guarded step with the session of the visitor's cookie. A
 * browser earns its session with contracts instead ({@link earnClientSession}).
 *
 * @example
 * await confirmSessionFor(client, session, prospectId); // true: the payment page renders on the server
 */
export async function confirmSessionFor(
  client: Pick<CoreApiClient, 'GET'>,
  session: ClientSession,
  id: string,
): Promise<boolean> {
  const answer = await client.GET('/v2/clients/me', { params: { query: { prospect_id: id } } });
  if (!answer.response.ok) return false;
  earnedFor(session).add(id);
  return true;
}

/**
 * Earns the client session of a prospect before its first client-guarded step (ARCHITECTURE.md, "The client
 * session"): `contracts` answers the session, which the web server keeps in its HttpOnly cookie. When the e-mail
 * is a client's, a logged-in client first turns the prospect into a cross-sell of their account
 * (`convert-xsell`); anyone else is asked to log in. Contracts carries the proof this browser holds; without
 * one, the outcome is `proof`. Any other refusal (a subscription that is not valid) is thrown for
 * the error page.
 *
 * @example
 * const outcome = await earnClientSession(client, session, prospectId, prospect.email);
 * if (outcome.kind === 'login') showLogin(outcome.login);
 */
export async function earnClientSession(
  client: CoreApiClient,
  session: ClientSession,
  id: string,
  email: string | null | undefined,
  proof: string | undefined = prospectProof(id),
): Promise<EarnOutcome> {
  if (holdsSessionFor(session, id)) return { kind: 'earned' };
  const login = email ? { login: email } : {};
  try {
    await contracts(client, id, proof);
  } catch (error) {
    if (needsProof(error)) return { kind: 'proof', ...(email ? { email } : {}) };
    if (!belongsToClient(error)) throw error;
    // A 401 on the way logs the client out, so the session is asked again.
    if (!session.signedIn() || !(await convertCrossSell(client, id))) {
      return { kind: 'login', ...login };
    }
    await contracts(client, id, proof);
  }
  session.logIn();
  earnedFor(session).add(id);
  return { kind: 'earned' };
}
