import type { SignatureRow } from '../db/rows.ts';
import { enforceRateLimit } from '../infrastructure/rate-limits.ts';
import { findOwnedProspect } from '../prospects/owned-prospect.ts';
import { subscriptionProblems } from '../questions/subscription-rules.ts';
import type { SignatureProvider } from '../signatures/signature-provider.ts';
import {
  latestSignature,
  MAX_CODES_SENT,
  openSignature,
  phoneHint,
  RESEND_SECONDS,
} from '../signatures/signatures.ts';
import { prepareSigningRecord, type SigningOutcome, signSubscription } from '../signatures/signing.ts';
import { ApiError } from './api-error.ts';
import type { Handler } from './handler.ts';
import { isJourneyOrigin } from './journey-origin.ts';

/** How many times a verification prepares what it signs when answers keep landing while it renders them. */
const SIGNING_ATTEMPTS = 3;

/** The contract's `Signature`: its id, status and the provider's signing page to frame. */
function signatureBody(
  provider: SignatureProvider,
  row: Pick<SignatureRow, 'id' | 'status'>,
  origin: string,
  locale: string,
) {
  return { id: row.id, status: row.status, frame_url: provider.frameUrl(row.id, origin, locale) };
}

/**
 * The signature's codes are used up (too many codes sent or tried): the subscriber starts the signature
 * again, which is itself limited per prospect.
 */
function tooManyCodes(): ApiError {
  return new ApiError(
    429,
    'too_many_attempts',
    'Too many codes for this signature: please start the signature again.',
    undefined,
    { 'Retry-After': String(RESEND_SECONDS) },
  );
}

function noSignature(): ApiError {
  return new ApiError(404, 'not_found', 'No signature has been started for this prospect.');
}

/**
 * Starts the e-signature (client session): a valid subscription gets a signature whose signing page is the
 * provider's (`providers.signatures`; the sandbox's is served by the core), to embed in a frame. A signed one is
 * answered as is.
 */
export const startSignature: Handler<'startSignature'> = async ({
  db,
  tenant,
  input,
  session,
  request,
  limits,
  locale,
  env,
  providers,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const latest = await latestSignature(db, prospect.id);
  if (latest?.status === 'signed')
    return {
      status: 201,
      body: { data: signatureBody(providers.signatures, latest, request.origin, locale) },
    };
  const problems = await subscriptionProblems(db, tenant, prospect, 'signature');
  if (Object.keys(problems).length > 0) {
    throw new ApiError(422, 'subscription_not_valid', 'Subscription is not valid', problems);
  }
  // Each start opens new code caps: the starts themselves are limited per prospect.
  await enforceRateLimit(db, limits, 'signatureStartsPerProspect', prospect.id);
  const origin = request.header('origin');
  const id = await openSignature(
    db,
    tenant,
    prospect.id,
    origin !== undefined && isJourneyOrigin(origin, env) ? origin : null,
  );
  return {
    status: 201,
    body: { data: signatureBody(providers.signatures, { id, status: 'pending' }, request.origin, locale) },
  };
};

/**
 * Sends the SMS code of the pending signature through the provider and answers the seconds before it may be
 * sent again; asked sooner 429 with Retry-After, and past {@link MAX_CODES_SENT} codes 429 until the signature
 * is started again.
 */
export const sendSignatureCode: Handler<'sendSignatureCode'> = async ({
  db,
  tenant,
  input,
  session,
  locale,
  providers,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const signature = await latestSignature(db, prospect.id);
  if (signature?.status !== 'pending') throw noSignature();
  const phone = typeof prospect.phone === 'string' ? prospect.phone : '';
  if (phone === '') {
    throw new ApiError(422, 'validation_failed', 'A phone number is needed to send the code.', {
      phone: ['This field is required'],
    });
  }
  const sending = await providers.signatures.sendCode({
    signatureId: signature.id,
    tenant,
    prospectId: prospect.id,
    phone,
    locale,
  });
  if (!sending.sent) {
    if (sending.retryIn === null) throw tooManyCodes();
    const wait = sending.retryIn;
    throw new ApiError(429, 'too_many_requests', `A new code may be sent in ${wait} seconds.`, undefined, {
      'Retry-After': String(wait),
    });
  }
  return { status: 200, body: { data: { retry_in: RESEND_SECONDS, phone_hint: phoneHint(phone) } } };
};

/**
 * Verifies the SMS code and signs, once the subscriber consented on the signing page (409 `consent_required`
 * before): what is signed is stored then (signatures/signing.ts) and never computed again. Attempts are counted in the database per signature (a resend does not
 * reset them): after {@link MAX_CODE_ATTEMPTS} codes tried, 429 until the signature is started again.
 */
export const verifySignatureCode: Handler<'verifySignatureCode'> = async ({
  db,
  tenant,
  input,
  session,
  request,
  locale,
  metrics,
  providers,
}) => {
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const signature = await latestSignature(db, prospect.id);
  if (signature === undefined) throw noSignature();
  if (signature.status === 'signed')
    return {
      status: 200,
      body: { data: signatureBody(providers.signatures, signature, request.origin, locale) },
    };
  if (signature.status !== 'pending' || signature.code_hash === null) {
    throw new ApiError(422, 'validation_failed', 'No code has been sent.', { code: ['Send a code first'] });
  }
  // Signing needs the signing page's consent (docs/security.md, "The signed state"): a code alone signs nothing.
  if (signature.consented_at === null) {
    throw new ApiError(
      409,
      'consent_required',
      'Consent on the signing page is needed before the code signs.',
    );
  }
  const check = await providers.signatures.checkCode(signature.id, input.body.code);
  if (check === 'exhausted') {
    metrics.signatureVerified('too_many_attempts');
    throw tooManyCodes();
  }
  if (check === 'expired') {
    metrics.signatureVerified('expired');
    throw new ApiError(422, 'validation_failed', 'This code has expired.', {
      code: ['This code has expired'],
    });
  }
  if (check === 'wrong') {
    metrics.signatureVerified('wrong_code');
    throw new ApiError(422, 'validation_failed', 'This code is not valid.', {
      code: ['This code is not valid'],
    });
  }
  // What is signed is the live answers: an answer written while the documents render has the record made
  // again from the prospect as it then is (signatures/signing.ts); one that comes after the signing is refused.
  let outcome: SigningOutcome = 'answers changed';
  let signing = prospect;
  for (let attempt = 0; attempt < SIGNING_ATTEMPTS && outcome === 'answers changed'; attempt += 1) {
    if (attempt > 0) signing = await findOwnedProspect(db, tenant, prospect.id, session);
    const record = await prepareSigningRecord(db, tenant, signing, locale);
    outcome = await signSubscription(db, signing, signature.id, record, request.ip);
  }
  if (outcome === 'answers changed') {
    throw new ApiError(409, 'conflict', 'The answers kept changing while signing: verify the code again.');
  }
  // 'not pending': another verification signed it first (and was counted).
  if (outcome === 'signed') metrics.signatureVerified('signed');
  else if ((await latestSignature(db, prospect.id))?.status !== 'signed') {
    throw noSignature();
  }
  return {
    status: 200,
    body: {
      data: signatureBody(
        providers.signatures,
        { id: signature.id, status: 'signed' },
        request.origin,
        locale,
      ),
    },
  };
};
