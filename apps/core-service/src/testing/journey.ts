import assert from 'node:assert/strict';
import type { TestService } from './test-service.ts';

/**
 * What the journey helpers call: the test service in process, or the service over HTTP (testing/http-caller.ts,
 * used by `pnpm bench` and `pnpm load`). The helpers check each answer with node:assert, so a failed step
 * fails a test and counts as an error in a load run alike.
 */
export type Caller = Pick<TestService, 'call'>;

/** A company of the demo registry that trades (an SA: it declares beneficial owners). */
export const ACTIVE_SIRET = '18564929000060';

/** The eligibility answers that neither cancel nor send to review. */
export const ELIGIBLE_ANSWERS = {
  collective_proceedings: false,
  cancelled_by_insurer: false,
  claims_last_3_years: false,
};

/** Contact details the confirmation screen saves. */
export const CONTACT = {
  email: 'jeanne.martin@example.com',
  phone: '+33612345678',
  owner_firstname: 'Jeanne',
  owner_lastname: 'Martin',
};

/**
 * Brings a new prospect to the offer as the journey does (spec 4): creation with a company, product link,
 * workflow, criteria answers, contact details and eligibility answers.
 */
export async function prospectAtOffer(
  service: Caller,
  options: {
    token?: string;
    product?: string;
    criterias?: Record<string, unknown>;
    email?: string;
    phone?: string;
    xsellSession?: string;
  } = {},
): Promise<{ id: string; token: string; proof: string }> {
  const token = options.token ?? 'dev-token-plussimple';
  const created = await service.call('POST', '/v2/prospects', {
    token,
    body: {
      tags: ['subscription-v2'],
      enrich: true,
      company_identifier: ACTIVE_SIRET,
      email: options.email ?? CONTACT.email,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id: string = created.body.data.id;
  // issue 13: the proof the creation answers once, which contracts asks for (docs/security.md).
  const proof: string = created.body.data.proof;
  if (options.xsellSession !== undefined) {
    // spec 4: an existing client, logged in, turns the prospect into a cross-sell of their account.
    const converted = await service.call('POST', `/v2/prospects/${id}/convert-xsell`, {
      token,
      headers: { 'x-client-session': options.xsellSession },
    });
    assert.equal(converted.status, 200);
  }
  const steps: [string, string, unknown][] = [
    ['POST', '/products', { slug: options.product ?? 'rc-pro' }],
    ['POST', '/steps', { strict: true }],
    [
      'PUT',
      '/criterias',
      {
        criterias: options.criterias ?? { headcount: 4, revenue: 300000, sanctioned_country_exposure: false },
      },
    ],
    ['PUT', '', { ...CONTACT, email: options.email ?? CONTACT.email, phone: options.phone ?? CONTACT.phone }],
    ['PUT', '/killing-questions', { answers: ELIGIBLE_ANSWERS }],
  ];
  for (const [method, suffix, body] of steps) {
    const response = await service.call(method, `/v2/prospects/${id}${suffix}`, { token, body });
    assert.ok(
      response.status < 300,
      `${method} ${suffix}: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return { id, token, proof };
}

/**
 * A prospect ready to sign: at the offer (a cross-sell when given a logged-in client's session), a formula
 * chosen, beneficial owners given, then the contracts call that answers the client session (spec 7).
 */
export async function prospectWithSession(
  service: Caller,
  options: { token?: string; email?: string; phone?: string; xsellSession?: string; formula?: string } = {},
): Promise<{ id: string; token: string; proof: string; session: string; clientId: string }> {
  const { id, token, proof } = await prospectAtOffer(service, options);
  const offer = await service.call('PUT', `/v2/prospects/${id}/offer`, {
    token,
    body:
      options.formula === undefined
        ? { formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] }
        : { formula: options.formula, excess_level: 'standard', options: [] },
  });
  assert.equal(offer.status, 200, JSON.stringify(offer.body));
  const owners = await service.call('PUT', `/v2/prospects/${id}/sanction-beneficiaries`, {
    token,
    body: {
      beneficiaries: [
        {
          firstname: 'Jeanne',
          lastname: 'Martin',
          birth_date: '1984-05-17',
          nationality: 'FR',
          ownership_percentage: 100,
        },
      ],
    },
  });
  assert.equal(owners.status, 200, JSON.stringify(owners.body));
  const contracts = await service.call('POST', `/v2/prospects/${id}/contracts`, {
    token,
    headers: { 'x-prospect-proof': proof },
  });
  assert.equal(contracts.status, 200, JSON.stringify(contracts.body));
  return { id, token, proof, session: contracts.body.data.session, clientId: contracts.body.data.client_id };
}

/**
 * The rest of the path (spec 4), from the contracts call on: the documents, the signature (start, the SMS
 * code read by `smsCode` from the sandbox's outbox, verify), a SEPA payment and the finalization. Answers the
 * finalization's session.
 */
export async function signPayFinalize(
  service: Caller,
  ready: { id: string; token: string; session: string },
  smsCode: (prospectId: string) => Promise<string>,
): Promise<string> {
  const base = `/v2/prospects/${ready.id}`;
  const as = { token: ready.token, headers: { 'x-client-session': ready.session } };
  const documents = await service.call('GET', `${base}/documents`, as);
  assert.equal(documents.status, 200, JSON.stringify(documents.body));
  assert.equal((await service.call('POST', `${base}/signature`, as)).status, 201);
  assert.equal((await service.call('POST', `${base}/signature/code`, as)).status, 200);
  const code = await smsCode(ready.id);
  const signed = await service.call('POST', `${base}/signature/code/verify`, { ...as, body: { code } });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  const paid = await service.call('POST', `${base}/payments`, {
    token: ready.token,
    headers: { 'x-client-session': ready.session, 'idempotency-key': `pay-${ready.id}` },
    body: {
      method: 'sepa',
      frequency: 'annual',
      iban: 'FR7630006000011234567890189',
      account_holder: 'Jeanne Martin',
    },
  });
  assert.ok(paid.status < 300, JSON.stringify(paid.body));
  const finalized = await service.call('PUT', `${base}/finalize`, as);
  assert.equal(finalized.status, 200, JSON.stringify(finalized.body));
  return finalized.body.data.session;
}

/** Logs the demo client in (README: demo.client@example.com on plussimple and maif) and answers its session. */
export async function demoClientSession(service: Caller, token = 'dev-token-plussimple'): Promise<string> {
  const response = await service.call('POST', '/v2/clients/authentication', {
    token,
    body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
  });
  assert.equal(response.status, 200);
  return response.body.data.session;
}
