import { configOf } from '@souscrire/config';
import {
  findActiveClient,
  isActiveClientOfLogin,
  normalizeLogin,
  updatePasswordHash,
} from '../clients/clients.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../clients/passwords.ts';
import type { ProspectRow } from '../db/rows.ts';
import { logInClient } from '../infrastructure/client-sessions.ts';
import { enforceRateLimit } from '../infrastructure/rate-limits.ts';
import { offerFacts } from '../offers/offers.ts';
import { isPaid } from '../payments/payment-repository.ts';
import { checkRepresentatives } from '../prospects/beneficial-owners.ts';
import { findOwnedProspect } from '../prospects/owned-prospect.ts';
import { serializeProspect } from '../prospects/prospect-bodies.ts';
import { assertNotSigned, assertOpen, findProspect, refreshStatus } from '../prospects/prospects.ts';
import { answerSource, recordAnswers } from '../questions/answer-sources.ts';
import { screeningSubject } from '../questions/sanction-screening.ts';
import {
  type Beneficiary,
  checkBeneficiaries,
  saveBeneficiaries,
  subscriptionProblems,
} from '../questions/subscription-rules.ts';
import {
  CLIENT_EMAIL,
  draftContract,
  finalizeSubscription,
  makeCrossSell,
  NOT_VALID,
} from '../signatures/contract-issuing.ts';
import { isSigned } from '../signatures/signatures.ts';
import { ApiError } from './api-error.ts';
import type { Handler } from './handler.ts';
import { appOriginOf } from './journey-origin.ts';

/**
 * POST v2/clients/authentication with login and password; answers data.session. Attempts are limited
 * per login and per address (the app counts the address; docs/security.md). A login rotates the session it
 * was called with (that token ends) and leaves the client's other sessions alone.
 */
export const authenticateClient: Handler<'authenticateClient'> = async ({
  db,
  tenant,
  input,
  limits,
  request,
}) => {
  const { login, password } = input.body;
  await enforceRateLimit(db, limits, 'loginPerLogin', `${tenant.id}:${normalizeLogin(login)}`);
  const client = await findActiveClient(db, tenant, login);
  // Same answer, and the same scrypt work, for an unknown login and a wrong password: logins cannot be probed.
  const stored = client?.password_hash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(password, stored);
  if (client?.password_hash == null || !valid) {
    throw new ApiError(401, 'invalid_credentials', 'The login or the password is not valid.');
  }
  if (needsRehash(client.password_hash)) {
    await updatePasswordHash(db, client.id, await hashPassword(password));
  }
  const session = await logInClient(db, tenant, client.id, request.header('x-client-session'));
  return { status: 200, body: { data: session } };
};

/**
 * POST v2/prospects/{id}/contracts. A valid subscription gets its client (the account of its
 * e-mail, created inactive when new), a draft contract priced from the offer, and a client session.
 * Only for the prospect's proof (`X-Prospect-Proof`) or a client session owning the prospect; a prospect id
 * alone answers 403 `proof_required` (docs/security.md, "Prospect proofs").
 */
export const createContracts: Handler<'createContracts'> = async ({ db, tenant, input, locale }) => {
  // The proof or the owning session was checked before (http/prospect-access.ts, as the contract's security says).
  const prospect = await findProspect(db, tenant, input.params.id);
  const problems = await subscriptionProblems(db, tenant, prospect);
  if (prospect.client_id === null) {
    if (await findActiveClient(db, tenant, String(prospect.email ?? ''))) problems.email = [CLIENT_EMAIL];
  }
  if (Object.keys(problems).length > 0)
    throw new ApiError(422, 'subscription_not_valid', NOT_VALID, problems);
  const offer = await offerFacts(db, tenant, prospect, locale);
  const session = await draftContract(db, tenant, prospect, offer);
  return { status: 200, body: { data: session } };
};

/**
 * PUT v2/prospects/{id}/finalize (client session). Once signed and paid (a SEPA debit sent to the bank
 * counts: the contract is issued, its payment pending until the bank collects it), the contract becomes
 * active and the client account is created (the welcome e-mail's link to choose a password sent to the outbox)
 * or updated; the prospect becomes a client. Answers a fresh session; calling it again only answers a new session.
 */
export const finalizeProspect: Handler<'finalizeProspect'> = async ({
  db,
  tenant,
  input,
  session,
  locale,
  request,
  env,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const clientId = prospect.client_id;
  // The session was opened by contracts or a login for this prospect: it has its client.
  if (clientId === null) throw new ApiError(422, 'not_ready', 'The subscription has no contract yet.');
  const [signed, paid] = await Promise.all([isSigned(db, prospect.id), isPaid(db, prospect.id)]);
  const errors: Record<string, string[]> = {};
  if (!signed) errors.signature = ['The documents are not signed'];
  if (!paid) errors.payment = ['The payment is not done'];
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'not_ready', 'The subscription is not signed and paid yet.', errors);
  // The welcome e-mail's link opens the journey's intent, which leads to the tenant's customer space.
  const journey = appOriginOf(request, env, tenant, configOf(env).JOURNEY_PORT);
  const passwordLink = (token: string) =>
    `${journey}/${locale}-${tenant.country}/intent?type=password&token=${token}`;
  const fresh = await finalizeSubscription(db, tenant, prospect, clientId, locale, passwordLink);
  return { status: 200, body: { data: fresh } };
};

function beneficiariesBody(prospect: ProspectRow) {
  return { id: prospect.id, beneficiaries: (prospect.beneficiaries as Beneficiary[] | null) ?? [] };
}

/** GET v2/prospects/{id}/sanction-beneficiaries, the beneficial owners given so far. */
export const getSanctionBeneficiaries: Handler<'getSanctionBeneficiaries'> = async ({
  db,
  tenant,
  input,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  return { status: 200, body: { data: beneficiariesBody(prospect) } };
};

/**
 * PUT v2/prospects/{id}/sanction-beneficiaries; percentages add up to at most 100; when nobody holds
 * more than 25%, the legal representatives, each with their function.
 */
export const updateSanctionBeneficiaries: Handler<'updateSanctionBeneficiaries'> = async ({
  db,
  tenant,
  input,
  locale,
  request,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  assertOpen(prospect);
  const { beneficiaries } = input.body;
  const errors = { ...checkBeneficiaries(beneficiaries), ...checkRepresentatives(beneficiaries, locale) };
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  // Who gives these answers (refused before saving when nothing proves it, on an agent's prospect).
  const source = await answerSource(db, tenant, prospect, request);
  const saved = await saveBeneficiaries(db, tenant, prospect.id, beneficiaries);
  await recordAnswers(db, tenant, prospect.id, source, [
    ['beneficial_owners', 'beneficiaries', beneficiaries, prospect.beneficiaries],
  ]);
  return { status: 200, body: { data: beneficiariesBody(saved) } };
};

/** GET v2/prospects/{id}/sanction-check: the screening's answer (clear or review), through its port. */
export const getSanctionCheck: Handler<'getSanctionCheck'> = async ({ db, tenant, input, providers }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  const status = await providers.sanctions.screen(screeningSubject(prospect));
  return { status: 200, body: { data: { status, checked_at: new Date().toISOString() } } };
};

/**
 * POST v2/prospects/{id}/convert-xsell (client session). A prospect whose e-mail is the
 * logged-in client's login becomes a cross-sell of that client (xsell true, back in the funnel); 409 otherwise.
 */
export const convertXsell: Handler<'convertXsell'> = async ({ db, tenant, input, session }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  if (prospect.status === 'cancelled')
    throw new ApiError(409, 'conflict', 'This subscription request is cancelled.');
  assertNotSigned(prospect);
  const clientId = session?.clientId;
  if (clientId === undefined || !(await isActiveClientOfLogin(db, tenant, clientId, prospect.email ?? ''))) {
    throw new ApiError(409, 'not_a_client', "This prospect's e-mail is not the logged-in client's.");
  }
  const converted = await makeCrossSell(db, tenant, prospect.id, clientId);
  const updated = await refreshStatus(db, tenant, converted ?? prospect);
  return { status: 200, body: { data: await serializeProspect(db, tenant, updated) } };
};
