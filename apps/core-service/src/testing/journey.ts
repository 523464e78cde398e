import { expect } from 'vitest';
import type { TestService } from './test-service.ts';

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
  service: TestService,
  options: {
    token?: string;
    product?: string;
    criterias?: Record<string, unknown>;
    email?: string;
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
  expect(created.status).toBe(201);
  const id: string = created.body.data.id;
  // issue 13: the proof the creation answers once, which contracts asks for (docs/security.md).
  const proof: string = created.body.data.proof;
  if (options.xsellSession !== undefined) {
    // spec 4: an existing client, logged in, turns the prospect into a cross-sell of their account.
    const converted = await service.call('POST', `/v2/prospects/${id}/convert-xsell`, {
      token,
      headers: { 'x-client-session': options.xsellSession },
    });
    expect(converted.status).toBe(200);
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
    ['PUT', '', { ...CONTACT, email: options.email ?? CONTACT.email }],
    ['PUT', '/killing-questions', { answers: ELIGIBLE_ANSWERS }],
  ];
  for (const [method, suffix, body] of steps) {
    const response = await service.call(method, `/v2/prospects/${id}${suffix}`, { token, body });
    expect(response.status, `${method} ${suffix}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  }
  return { id, token, proof };
}

/**
 * A prospect ready to sign: at the offer (a cross-sell when given a logged-in client's session), a formula
 * chosen, beneficial owners given, then the contracts call that answers the client session (spec 7).
 */
export async function prospectWithSession(
  service: TestService,
  options: { token?: string; email?: string; xsellSession?: string; formula?: string } = {},
): Promise<{ id: string; token: string; proof: string; session: string; clientId: string }> {
  const { id, token, proof } = await prospectAtOffer(service, options);
  const offer = await service.call('PUT', `/v2/prospects/${id}/offer`, {
    token,
    body:
      options.formula === undefined
        ? { formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] }
        : { formula: options.formula, excess_level: 'standard', options: [] },
  });
  expect(offer.status).toBe(200);
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
  expect(owners.status).toBe(200);
  const contracts = await service.call('POST', `/v2/prospects/${id}/contracts`, {
    token,
    headers: { 'x-prospect-proof': proof },
  });
  expect(contracts.status, JSON.stringify(contracts.body)).toBe(200);
  return { id, token, proof, session: contracts.body.data.session, clientId: contracts.body.data.client_id };
}

/** Logs the demo client in (README: demo.client@example.com on plussimple and maif) and answers its session. */
export async function demoClientSession(
  service: TestService,
  token = 'dev-token-plussimple',
): Promise<string> {
  const response = await service.call('POST', '/v2/clients/authentication', {
    token,
    body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
  });
  expect(response.status).toBe(200);
  return response.body.data.session;
}
