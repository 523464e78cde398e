import assert from 'node:assert/strict';
import type { components } from '@souscrire/core-api';
import type { OutboxRow } from '../db/rows.ts';
import { consentToSign } from './sign-and-pay.ts';
import type { TestService } from './test-service.ts';

type FormulaName = components['schemas']['FormulaName'];

/** The offer choice the helpers make by default: the balanced formula, the standard excess, one option. */
export const BALANCED_CHOICE: components['schemas']['OfferSelection'] = {
  formula: 'balanced',
  excess_level: 'standard',
  options: ['legal-protection'],
};

/**
 * What the journey helpers call: the contract's typed client of the test service in process, or of the service
 * over HTTP (testing/http-caller.ts, used by `pnpm bench` and `pnpm load`). The helpers check each answer with
 * node:assert, so a failed step fails a test and counts as an error in a load run alike.
 */
export type Caller = Pick<TestService, 'api'>;

/** A company of the demo registry that trades (an SA: it declares beneficial owners). */
export const ACTIVE_SIRET = '18564929000060';

/** The eligibility answers that neither cancel nor send to review. */
export const ELIGIBLE_ANSWERS = {
  collective_proceedings: false,
  cancelled_by_insurer: false,
  claims_last_3_years: false,
};

/** The beneficial owner of the companies the helpers subscribe for: the subscriber holds it all. */
export const SOLE_OWNER = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  birth_date: '1984-05-17',
  nationality: 'FR',
  ownership_percentage: 100,
} satisfies components['schemas']['Beneficiary'];

/** Contact details the confirmation screen saves. */
export const CONTACT = {
  email: 'jeanne.martin@example.com',
  phone: '+33612345678',
  owner_firstname: 'Jeanne',
  owner_lastname: 'Martin',
} satisfies components['schemas']['ProspectUpdate'];

/** Asserts that a typed call succeeded, naming the step and the error otherwise. */
function assertDone(step: string, answer: { response: Response; error?: unknown }, status?: number): void {
  const message = `${step}: ${answer.response.status} ${JSON.stringify(answer.error)}`;
  if (status === undefined) assert.ok(answer.response.status < 300, message);
  else assert.equal(answer.response.status, status, message);
}

/**
 * Brings a new prospect to the offer as the journey does: creation with a company, product link,
 * workflow, criteria answers, contact details and eligibility answers.
 */
export async function prospectAtOffer(
  service: Caller,
  options: {
    token?: string;
    product?: string;
    criterias?: components['schemas']['CriteriaUpdate']['criterias'];
    email?: string;
    phone?: string;
    xsellSession?: string;
  } = {},
): Promise<{ id: string; token: string; proof: string }> {
  const token = options.token ?? 'dev-token-plussimple';
  const api = service.api({ token });
  const created = await api.POST('/v2/prospects', {
    body: {
      tags: ['subscription-v2'],
      enrich: true,
      company_identifier: ACTIVE_SIRET,
      email: options.email ?? CONTACT.email,
    },
  });
  assertDone('create', created, 201);
  assert.ok(created.data);
  // The proof the creation answers once, which contracts asks for (docs/security.md).
  const { id, proof } = created.data.data;
  const path = { params: { path: { id } } };
  if (options.xsellSession !== undefined) {
    // An existing client, logged in, turns the prospect into a cross-sell of their account.
    const converted = await service
      .api({ token, session: options.xsellSession })
      .POST('/v2/prospects/{id}/convert-xsell', path);
    assertDone('convert-xsell', converted, 200);
  }
  assertDone(
    'product',
    await api.POST('/v2/prospects/{id}/products', { ...path, body: { slug: options.product ?? 'rc-pro' } }),
  );
  assertDone('workflow', await api.POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } }));
  const criterias = options.criterias ?? {
    headcount: 4,
    revenue: 300000,
    sanctioned_country_exposure: false,
  };
  assertDone('criteria', await api.PUT('/v2/prospects/{id}/criterias', { ...path, body: { criterias } }));
  const contact = {
    ...CONTACT,
    email: options.email ?? CONTACT.email,
    phone: options.phone ?? CONTACT.phone,
  };
  assertDone('contact', await api.PUT('/v2/prospects/{id}', { ...path, body: contact }));
  assertDone(
    'eligibility',
    await api.PUT('/v2/prospects/{id}/killing-questions', { ...path, body: { answers: ELIGIBLE_ANSWERS } }),
  );
  return { id, token, proof };
}

/**
 * A prospect ready to sign: at the offer (a cross-sell when given a logged-in client's session), a formula
 * chosen, beneficial owners given, then the contracts call that answers the client session.
 */
export async function prospectWithSession(
  service: Caller,
  options: {
    token?: string;
    email?: string;
    phone?: string;
    xsellSession?: string;
    formula?: FormulaName;
  } = {},
): Promise<{ id: string; token: string; proof: string; session: string; clientId: string }> {
  const { id, token, proof } = await prospectAtOffer(service, options);
  const api = service.api({ token });
  const path = { params: { path: { id } } };
  const offer = await api.PUT('/v2/prospects/{id}/offer', {
    ...path,
    body:
      options.formula === undefined
        ? BALANCED_CHOICE
        : { formula: options.formula, excess_level: 'standard', options: [] },
  });
  assertDone('offer', offer, 200);
  const owners = await api.PUT('/v2/prospects/{id}/sanction-beneficiaries', {
    ...path,
    body: { beneficiaries: [SOLE_OWNER] },
  });
  assertDone('beneficial owners', owners, 200);
  const contracts = await api.POST('/v2/prospects/{id}/contracts', {
    ...path,
    headers: { 'x-prospect-proof': proof },
  });
  assertDone('contracts', contracts, 200);
  assert.ok(contracts.data);
  const { session, client_id: clientId } = contracts.data.data;
  return { id, token, proof, session, clientId };
}

/**
 * The rest of the path, from the contracts call on: the documents, the signature (start, the signing
 * page's consent, the SMS code read by `smsCode` from the sandbox's outbox, verify), a SEPA payment and the
 * finalization. Answers the finalization's session.
 */
export async function signPayFinalize(
  service: Caller & Pick<TestService, 'call'>,
  ready: { id: string; token: string; session: string },
  smsCode: (prospectId: string) => Promise<string>,
): Promise<string> {
  const api = service.api({ token: ready.token, session: ready.session });
  const path = { params: { path: { id: ready.id } } };
  assertDone('documents', await api.GET('/v2/prospects/{id}/documents', path), 200);
  const started = await api.POST('/v2/prospects/{id}/signature', path);
  assertDone('signature', started, 201);
  await consentToSign(service, started.data?.data.frame_url ?? '');
  assertDone('signature code', await api.POST('/v2/prospects/{id}/signature/code', path), 200);
  const code = await smsCode(ready.id);
  const signed = await api.POST('/v2/prospects/{id}/signature/code/verify', { ...path, body: { code } });
  assertDone('verify', signed, 200);
  const paid = await api.POST('/v2/prospects/{id}/payments', {
    params: { path: { id: ready.id }, header: { 'Idempotency-Key': `pay-${ready.id}` } },
    body: {
      method: 'sepa',
      frequency: 'annual',
      iban: 'FR7630006000011234567890189',
      account_holder: 'Jeanne Martin',
    },
  });
  assertDone('payment', paid);
  const finalized = await api.PUT('/v2/prospects/{id}/finalize', path);
  assertDone('finalize', finalized, 200);
  assert.ok(finalized.data);
  return finalized.data.data.session;
}

/** Logs the demo client in (README: demo.client@example.com on plussimple and maif) and answers its session. */
export async function demoClientSession(service: Caller, token = 'dev-token-plussimple'): Promise<string> {
  const answer = await service.api({ token }).POST('/v2/clients/authentication', {
    body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
  });
  assertDone('login', answer, 200);
  assert.ok(answer.data);
  return answer.data.data.session;
}

/** The single-use token of the latest password link e-mailed to the prospect's client (`kind`: which e-mail). */
export async function passwordLinkToken(
  service: Pick<TestService, 'db'>,
  where: { prospectId: string } | { recipient: string },
  kind: 'welcome' | 'password-reset' = 'welcome',
): Promise<string> {
  const [column, value] =
    'prospectId' in where ? ['prospect_id', where.prospectId] : ['recipient', where.recipient];
  const rows = await service.db.query<Pick<OutboxRow, 'body'>>(
    `SELECT body FROM outbox WHERE ${column} = $1 AND kind = $2 ORDER BY created_at DESC LIMIT 1`,
    [value, kind],
  );
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  assert.ok(token, `no ${kind} e-mail with a password link`);
  return token;
}
