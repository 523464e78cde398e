import { findClient } from '../clients/client-contracts.ts';
import { DomainFailure } from '../failures.ts';
import { logInClient } from '../infrastructure/client-sessions.ts';
import type { RelyingParty } from '../passkeys/passkey-challenges.ts';
import {
  registerPasskey as addPasskey,
  deletePasskey,
  findAssertedPasskey,
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyPasskeyAssertion,
} from '../passkeys/passkeys.ts';
import { ApiError } from './api-error.ts';
import { sessionOf } from './client-space-handlers.ts';
import type { Handler, RequestFacts } from './handler.ts';
import { isJourneyOrigin } from './journey-origin.ts';

/**
 * The relying party of the page that asks (docs/security.md, "Passkeys"): its `Origin`, when it is one of the
 * configured browser origins (outside production, the localhost ones too), and that origin's host name as the
 * RP ID. 422 `origin_not_allowed` for any other page, or none.
 */
function relyingPartyOf(request: RequestFacts, env: NodeJS.ProcessEnv): RelyingParty {
  const origin = request.header('origin');
  const url = origin === undefined ? null : URL.parse(origin);
  if (origin === undefined || url === null || !isJourneyOrigin(origin, env)) {
    throw new DomainFailure('origin_not_allowed', 'Passkeys are offered only to the configured origins.');
  }
  return { origin, rpId: url.hostname };
}

const notSignedIn = () =>
  new ApiError(401, 'invalid_credentials', 'This passkey does not sign in to an account here.');

/** GET v2/clients/me/passkeys: the session's client's passkeys, oldest first. */
export const listClientPasskeys: Handler<'listClientPasskeys'> = async (context) => {
  const { db, tenant } = context;
  const data = await listPasskeys(db, tenant, sessionOf(context).clientId);
  return { status: 200, body: { data } };
};

/** POST v2/clients/me/passkeys/registration-options: a registration challenge for the page that asks. */
export const startPasskeyRegistration: Handler<'startPasskeyRegistration'> = async (context) => {
  const { db, tenant, request, env } = context;
  const party = relyingPartyOf(request, env);
  const client = await findClient(db, tenant, sessionOf(context));
  const data = await passkeyRegistrationOptions(db, tenant, client, party);
  return { status: 200, body: { data } };
};

/** POST v2/clients/me/passkeys: the verified passkey, kept under its name (201). */
export const registerPasskey: Handler<'registerPasskey'> = async (context) => {
  const { db, tenant, input } = context;
  const { clientId } = sessionOf(context);
  const data = await addPasskey(db, tenant, clientId, input.body.name, input.body.response);
  return { status: 201, body: { data } };
};

/** DELETE v2/clients/me/passkeys/{passkeyId}: the passkey no longer signs in (204 alike if it was not theirs). */
export const deleteClientPasskey: Handler<'deleteClientPasskey'> = async (context) => {
  const { db, tenant, input } = context;
  await deletePasskey(db, tenant, sessionOf(context).clientId, input.params.passkeyId);
  return { status: 204 };
};

/**
 * POST v2/clients/passkeys/authentication-options: a sign-in challenge for the page that asks, naming no
 * credential (the device offers its passkeys for the site). Limited per address by the app.
 */
export const startPasskeyAuthentication: Handler<'startPasskeyAuthentication'> = async ({
  db,
  tenant,
  request,
  env,
}) => {
  const data = await passkeyAuthenticationOptions(db, tenant, relyingPartyOf(request, env));
  return { status: 200, body: { data } };
};

/**
 * POST v2/clients/passkeys/authentication: the challenge used once, the passkey found, the signature verified;
 * then the session opens as a password login opens it. Any passkey that does not verify answers the same 401.
 * Counted per address by the app, like the password login; not per account: a signature cannot be guessed,
 * and a count per account would let whoever knows a credential id lock its owner's password login.
 */
export const authenticateWithPasskey: Handler<'authenticateWithPasskey'> = async ({
  db,
  tenant,
  input,
  request,
}) => {
  const { response } = input.body;
  const passkey = await findAssertedPasskey(db, tenant, response);
  if (passkey === undefined) throw notSignedIn();
  if (!(await verifyPasskeyAssertion(db, passkey, response))) throw notSignedIn();
  const session = await logInClient(db, tenant, passkey.clientId, request.header('x-client-session'));
  return { status: 200, body: { data: session } };
};
