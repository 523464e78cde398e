import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoClientSession, prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let ready: Awaited<ReturnType<typeof prospectWithSession>>;
beforeAll(async () => {
  service = await startTestService();
  ready = await prospectWithSession(service);
}, 120_000);
afterAll(() => service.close());

const OWNER = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  birth_date: '1984-05-17',
  nationality: 'FR',
  ownership_percentage: 60,
} satisfies components['schemas']['Beneficiary'];

/** The typed client with a token (`null`: none) and a client session, when given. */
const api = (options: { token?: string | null; session?: string } = {}) => service.api(options);

/** The contracts call of a prospect with its proof (and a token, when not the tenant's own), typed. */
async function contracts(id: string, options: { proof?: string; token?: string | null } = {}) {
  const { data, error, response } = await api(
    options.token === undefined ? {} : { token: options.token },
  ).POST('/v2/prospects/{id}/contracts', {
    params: { path: { id } },
    headers: options.proof === undefined ? {} : { 'x-prospect-proof': options.proof },
  });
  return { status: response.status, session: data?.data, error };
}

/** Logs in through the contract's typed client, with the tenant's token unless given another. */
async function logIn(body: components['schemas']['ClientCredentials'], token?: string) {
  const { data, error, response } = await api(token === undefined ? {} : { token }).POST(
    '/v2/clients/authentication',
    { body },
  );
  return { status: response.status, session: data?.data, error };
}

describe('contracts, sessions and authentication', () => {
  test('contracts answers a session with an expiry, stored hashed', async () => {
    const { status, session } = await contracts(ready.id, { proof: ready.proof });
    expect(status).toBe(200);
    expect(session?.client_id).toBe(ready.clientId);
    expect(session?.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // 12 hours at most (the idle timeout of 30 minutes ends it sooner when unused).
    const expiresAt = Date.parse(session?.expires_at ?? '');
    expect(expiresAt).toBeGreaterThan(Date.now() + 11.9 * 3600 * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 12 * 3600 * 1000);
    const stored = await service.db.query('SELECT token_hash FROM client_sessions WHERE token_hash = $1', [
      session?.session,
    ]);
    expect(stored).toHaveLength(0);
  });

  test('an expired session answers 401', async () => {
    const { session } = await contracts(ready.id, { proof: ready.proof });
    await service.db.query(
      "UPDATE client_sessions SET expires_at = now() - interval '1 minute' WHERE client_id = $1 AND prospect_id = $2 AND created_at = (SELECT max(created_at) FROM client_sessions WHERE prospect_id = $2)",
      [ready.clientId, ready.id],
    );
    const { error, response } = await api({ session: session?.session ?? '' }).GET(
      '/v2/prospects/{id}/documents',
      { params: { path: { id: ready.id } } },
    );
    expect(response.status).toBe(401);
    expect(error?.message).toBe('The client session is missing or has expired.');
  });

  test('the demo client logs in; a wrong password or unknown login answers 401', async () => {
    const ok = await logIn({ login: 'Demo.Client@example.com', password: 'souscrire-demo' });
    expect(ok.status).toBe(200);
    expect(ok.session).toMatchObject({ session: expect.any(String), client_id: expect.any(String) });
    for (const body of [
      { login: 'demo.client@example.com', password: 'wrong' },
      { login: 'nobody@example.com', password: 'souscrire-demo' },
    ]) {
      const response = await logIn(body);
      expect(response.status).toBe(401);
      expect(response.error?.code).toBe('invalid_credentials');
    }
    const otherTenant = await logIn(
      { login: 'demo.client@example.com', password: 'souscrire-demo' },
      'dev-token-hobast',
    );
    expect(otherTenant.status).toBe(401);
  });

  test('authentication with an empty login answers 422', async () => {
    expect((await logIn({ login: '', password: 'x' })).status).toBe(422);
  });

  // Bodies outside the contract's types (no password, malformed JSON): sent untyped on purpose.
  test.each([
    [{ login: 'a' }, 422],
    ['{', 400],
  ])('authentication with %o answers %i', async (body, status) => {
    expect((await service.call('POST', '/v2/clients/authentication', { body })).status).toBe(status);
  });

  test('contracts: another tenant 404, no token 401', async () => {
    expect((await contracts(ready.id, { token: 'dev-token-maif' })).status).toBe(404);
    expect((await contracts(ready.id, { token: null })).status).toBe(401);
  });

  test('finalize before signing and paying answers 422; without a session 401; under another tenant 401', async () => {
    const finalize = (options: { token?: string; session?: string }) =>
      api(options).PUT('/v2/prospects/{id}/finalize', { params: { path: { id: ready.id } } });
    const response = await finalize({ session: ready.session });
    expect(response.response.status).toBe(422);
    expect(response.error?.errors).toEqual({
      signature: ['The documents are not signed'],
      payment: ['The payment is not done'],
    });
    expect((await finalize({})).response.status).toBe(401);
    expect((await finalize({ session: ready.session, token: 'dev-token-maif' })).response.status).toBe(401);
  });
});

/** PUT sanction-beneficiaries of a prospect, typed from the contract. */
async function putOwners(id: string, beneficiaries: components['schemas']['Beneficiary'][]) {
  const { data, error, response } = await api().PUT('/v2/prospects/{id}/sanction-beneficiaries', {
    params: { path: { id } },
    body: { beneficiaries },
  });
  return { status: response.status, owners: data?.data, error };
}

/** GET sanction-check of a prospect, typed from the contract. */
async function sanctionCheck(id: string) {
  const { data, response } = await api().GET('/v2/prospects/{id}/sanction-check', {
    params: { path: { id } },
  });
  return { status: response.status, check: data?.data };
}

describe('beneficial owners and sanction check', () => {
  test('PUT then GET sanction-beneficiaries', async () => {
    const owners = [OWNER, { ...OWNER, firstname: 'Paul', ownership_percentage: 40 }];
    const put = await putOwners(ready.id, owners);
    expect(put.status).toBe(200);
    expect(put.owners).toEqual({ id: ready.id, beneficiaries: owners });
    const get = await api().GET('/v2/prospects/{id}/sanction-beneficiaries', {
      params: { path: { id: ready.id } },
    });
    expect(get.data?.data.beneficiaries).toEqual(owners);
  });

  test.each([
    [[OWNER, { ...OWNER, ownership_percentage: 50 }], 'beneficiaries'],
    [[{ ...OWNER, birth_date: '2999-01-01' }], 'beneficiaries.0.birth_date'],
    [[{ ...OWNER, nationality: 'France' }], 'beneficiaries.0.nationality'],
  ])('beneficiaries %o answer 422 on %s', async (owners, field) => {
    const { status, error } = await putOwners(ready.id, owners);
    expect(status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toContain(field);
  });

  // Bodies outside the contract's types (a required field missing, another key, malformed JSON): untyped.
  test.each([
    [{ beneficiaries: [{ ...OWNER, firstname: undefined }] }, 'beneficiaries.0.firstname'],
    [{ owners: [] }, 'owners'],
  ])('%o answers 422 on %s', async (body, field) => {
    const response = await service.call('PUT', `/v2/prospects/${ready.id}/sanction-beneficiaries`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  test('a malformed body answers 400', async () => {
    const response = await service.call('PUT', `/v2/prospects/${ready.id}/sanction-beneficiaries`, {
      body: '[',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('bad_request');
  });

  test('a cancelled request answers 409', async () => {
    const { id } = await prospectAtOffer(service);
    await api().PUT('/v2/prospects/{id}/killing-questions', {
      params: { path: { id } },
      body: {
        answers: { collective_proceedings: true, cancelled_by_insurer: false, claims_last_3_years: false },
      },
    });
    expect((await putOwners(id, [OWNER])).status).toBe(409);
    const offer = await api().PUT('/v2/prospects/{id}/offer', {
      params: { path: { id } },
      body: { formula: 'balanced', excess_level: 'standard', options: [] },
    });
    expect(offer.response.status).toBe(409);
  });

  test('the check is clear, and review for a listed nationality', async () => {
    const { id } = await prospectAtOffer(service);
    const clear = await sanctionCheck(id);
    expect(clear.status).toBe(200);
    expect(clear.check?.status).toBe('clear');
    await putOwners(id, [{ ...OWNER, nationality: 'KP' }]);
    expect((await sanctionCheck(id)).check?.status).toBe('review');
  });

  test.each([
    [
      'GET /sanction-beneficiaries',
      (token: string | null) =>
        api({ token }).GET('/v2/prospects/{id}/sanction-beneficiaries', {
          params: { path: { id: ready.id } },
        }),
    ],
    [
      'PUT /sanction-beneficiaries',
      (token: string | null) =>
        api({ token }).PUT('/v2/prospects/{id}/sanction-beneficiaries', {
          params: { path: { id: ready.id } },
          body: { beneficiaries: [] },
        }),
    ],
    [
      'GET /sanction-check',
      (token: string | null) =>
        api({ token }).GET('/v2/prospects/{id}/sanction-check', { params: { path: { id: ready.id } } }),
    ],
  ])('%s: another tenant 404, no token 401', async (_, call) => {
    expect((await call('dev-token-maif')).response.status).toBe(404);
    expect((await call(null)).response.status).toBe(401);
  });
});

describe('convert-xsell (client session)', () => {
  const convert = (id: string, options: { token?: string; session?: string } = {}) =>
    api(options).POST('/v2/prospects/{id}/convert-xsell', { params: { path: { id } } });

  test("a prospect with the logged-in client's e-mail becomes a cross-sell of that account", async () => {
    const session = await demoClientSession(service);
    // The e-mail given on the contact details screen, as the journey does (given at creation, the prospect
    // would be created as a client: the journey sends such a visitor to the customer-space login instead).
    const { id, proof } = await prospectAtOffer(service);
    await api().PUT('/v2/prospects/{id}', {
      params: { path: { id } },
      body: { email: 'demo.client@example.com' },
    });
    const before = await contracts(id, { proof });
    expect(before.status).toBe(422);
    expect(before.error?.errors).toMatchObject({
      email: ['This e-mail belongs to a client: log in to add this contract'],
    });
    expect((await convert(id)).response.status).toBe(401);
    expect((await convert(id, { token: 'dev-token-maif', session })).response.status).toBe(401);
    const { data, response } = await convert(id, { session });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({ xsell: true, status: 'pending' });
  });

  test("another e-mail than the client's answers 409", async () => {
    const session = await demoClientSession(service);
    const { error, response } = await convert(ready.id, { session });
    expect(response.status).toBe(409);
    expect(error?.code).toBe('not_a_client');
  });

  test("a session opened for one prospect does not see the same client's other prospects", async () => {
    const first = await prospectWithSession(service, { email: 'shared@example.com' });
    const second = await prospectWithSession(service, { email: 'shared@example.com' });
    expect(second.clientId).toBe(first.clientId);
    const { response } = await api({ session: first.session }).GET('/v2/prospects/{id}/documents', {
      params: { path: { id: second.id } },
    });
    expect(response.status).toBe(404);
  });
});
