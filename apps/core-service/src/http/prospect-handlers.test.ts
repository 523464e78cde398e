import type { CoreApiClient, components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTIVE_SIRET } from '../testing/journey.ts';
import { NEW_PROSPECT, prospectCalls } from '../testing/prospect-calls.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const { api, createProspect, getProspect, journeyStart } = prospectCalls(() => service);

/** One prospect call of the contract, typed, for a prospect id: its status and error. */
type ProspectCall = (api: CoreApiClient, id: string) => Promise<{ response: Response; error?: unknown }>;

describe('every prospect call is scoped by tenant and token', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = await journeyStart({ body: { company_identifier: ACTIVE_SIRET } }));
  });
  const path = (id: string) => ({ params: { path: { id } } });
  const calls: [string, string, ProspectCall][] = [
    ['GET', '', (api, id) => api.GET('/v2/prospects/{id}', path(id))],
    ['PUT', '', (api, id) => api.PUT('/v2/prospects/{id}', { ...path(id), body: { phone: '+33612345678' } })],
    ['GET', '/products', (api, id) => api.GET('/v2/prospects/{id}/products', path(id))],
    [
      'POST',
      '/products',
      (api, id) => api.POST('/v2/prospects/{id}/products', { ...path(id), body: { slug: 'rc-pro' } }),
    ],
    ['GET', '/steps', (api, id) => api.GET('/v2/prospects/{id}/steps', path(id))],
    [
      'POST',
      '/steps',
      (api, id) => api.POST('/v2/prospects/{id}/steps', { ...path(id), body: { strict: true } }),
    ],
    [
      'PUT',
      '/steps',
      (api, id) =>
        api.PUT('/v2/prospects/{id}/steps', {
          ...path(id),
          body: { current_step: 'activity', current_sub_step: null },
        }),
    ],
    ['GET', '/questions-steps', (api, id) => api.GET('/v2/prospects/{id}/questions-steps', path(id))],
    [
      'GET',
      '/questions-steps/company-size',
      (api, id) =>
        api.GET('/v2/prospects/{id}/questions-steps/{step}', {
          params: { path: { id, step: 'company-size' } },
        }),
    ],
    [
      'GET',
      '/killing-questions?type=json-form',
      (api, id) =>
        api.GET('/v2/prospects/{id}/killing-questions', {
          params: { path: { id }, query: { type: 'json-form' } },
        }),
    ],
    [
      'PUT',
      '/killing-questions',
      (api, id) => api.PUT('/v2/prospects/{id}/killing-questions', { ...path(id), body: { answers: {} } }),
    ],
    ['GET', '/criterias', (api, id) => api.GET('/v2/prospects/{id}/criterias', path(id))],
    [
      'PUT',
      '/criterias?include=step',
      (api, id) =>
        api.PUT('/v2/prospects/{id}/criterias', {
          params: { path: { id }, query: { include: 'step' } },
          body: { criterias: { headcount: 3 } },
        }),
    ],
  ];
  test.each(calls)(
    "%s %s with another tenant's token answers 404, like an unknown id",
    async (_method, _suffix, call) => {
      const foreign = await call(api('dev-token-maif'), id);
      expect(foreign.response.status).toBe(404);
      expect(foreign.error).toMatchObject({ code: 'not_found', title: 'Not found' });
      const unknown = await call(api(), '00000000-0000-4000-8000-000000000000');
      expect(unknown.response.status).toBe(404);
      expect(unknown.error).toEqual(foreign.error);
      const malformed = await call(api(), 'not-a-uuid');
      expect(malformed.error).toEqual(foreign.error);
    },
  );
  test.each(calls)('%s %s without a token answers 401', async (_method, _suffix, call) => {
    const { error, response } = await call(service.api({ token: null }), id);
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'unauthorized' });
  });
});

describe('POST /v2/prospects', () => {
  test('creates a pending prospect with a UUID v4 id, enriched from the company identifier', async () => {
    const { prospect, status } = await createProspect({
      email: 'jeanne@example.com',
      company_identifier: '185649290',
      id_job: 7,
      source: 'website',
    });
    expect(status).toBe(201);
    expect(prospect).toMatchObject({
      platform: 'plussimple',
      status: 'pending',
      email: 'jeanne@example.com',
      company_identifier: ACTIVE_SIRET,
      siret: ACTIVE_SIRET,
      name: 'Transports Lumière (SA)',
      city: 'Arcueil',
      postal_code: '94110',
      insee_code_city: '94003',
      naf: '65.20Z',
      company_creation_date: '2024-11-14',
      id_job: 7,
      tags: ['subscription-v2'],
      xsell: false,
      is_client: false,
      canceled_at: null,
    });
    expect(prospect?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  test('null stands for an absent value, as a product intent without them sends', async () => {
    const created = await createProspect({
      company_identifier: null,
      id_job: null,
      agent_token: null,
      referer: null,
      source: null,
    });
    expect(created.status).toBe(201);
    expect(created.prospect).toMatchObject({ status: 'pending', siret: null, id_job: null });
  });

  // These two send bodies outside the contract's types (bad tags, enrich false, no tags): untyped on purpose.
  test('bad input answers 422 with a field errors map keyed by path', async () => {
    const response = await service.call('POST', '/v2/prospects', {
      body: { tags: ['other'], enrich: false, email: 'nope' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ title: 'Validation failed', code: 'validation_failed' });
    expect(response.body.errors.email).toEqual(['This field must be an e-mail address']);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'enrich', 'tags']);
  });
  test('a missing field answers "This field is required"', async () => {
    const response = await service.call('POST', '/v2/prospects', { body: { enrich: true } });
    expect(response.body.errors).toEqual({ tags: ['This field is required'] });
  });
  test("an unknown company identifier answers 422 'no company found for this ID'", async () => {
    const { error, status } = await createProspect({ company_identifier: '123456789' });
    expect(status).toBe(422);
    expect(error?.errors).toEqual({ company_identifier: ['no company found for this ID'] });
  });
  test("another tenant's token creates in that tenant: the prospect is invisible to the first", async () => {
    const { prospect } = await createProspect({}, 'dev-token-qbe');
    if (prospect === undefined) throw new Error('no prospect');
    expect(prospect.platform).toBe('qbe');
    expect((await getProspect(prospect.id)).status).toBe(404);
  });
  test('no token answers 401', async () => {
    const { response } = await service.api({ token: null }).POST('/v2/prospects', { body: NEW_PROSPECT });
    expect(response.status).toBe(401);
  });
  test('an e-mail of an existing client gives status client (sent to the customer-space login)', async () => {
    const first = await createProspect({ email: 'client@example.com' });
    await service.db.query(`UPDATE prospects SET is_client = true, status = 'client' WHERE id = $1`, [
      first.prospect?.id,
    ]);
    const again = await createProspect({ email: 'CLIENT@example.com' });
    expect(again.prospect).toMatchObject({ status: 'client', is_client: true });
  });
  test('a company that ceased trading blocks the request', async () => {
    const [ceased] = await service.db.query<{ siret: string }>(
      `SELECT siret FROM companies WHERE state = 'ceased' LIMIT 1`,
    );
    const { prospect } = await createProspect({ company_identifier: ceased?.siret ?? null });
    expect(prospect?.status).toBe('blocked');
  });
});

describe('GET and PUT /v2/prospects/{id}', () => {
  test('include=agentCosmeticData,form_subscription,step adds the extras', async () => {
    // An agent link names a known agent (the published development agent, data/agents.json).
    const { id } = await journeyStart({
      body: { company_identifier: ACTIVE_SIRET, agent_token: 'dev-agent-plussimple' },
    });
    const { prospect, status } = await getProspect(id, {
      include: 'agentCosmeticData,form_subscription,step',
    });
    expect(status).toBe(200);
    expect(prospect?.agent_cosmetic_data).toEqual({ is_agent: true });
    expect(prospect?.form_subscription).toEqual({
      products: ['rc-pro'],
      need_company_id: false,
      should_check_shareholders: true,
    });
    expect(prospect?.step).toMatchObject({ prospect_id: id, current_step: 'activity' });
    const plain = await getProspect(id);
    expect(plain.prospect).not.toHaveProperty('step');
  });
  test('an unknown include answers 400', async () => {
    const { id } = await journeyStart();
    const { error, status } = await getProspect(id, { include: 'everything' });
    expect(status).toBe(400);
    expect(Object.keys(error?.errors ?? {})).toEqual(['include']);
  });
  test('PUT saves every answer of the contact details, and GET reads them back', async () => {
    const { id } = await journeyStart();
    const answers = {
      email: 'jeanne.martin@example.com',
      phone: '+33612345678',
      owner_firstname: 'Jeanne',
      owner_lastname: 'Martin',
      owner_function: 'Gérante',
      owner_status: 'majority_manager',
      address: '12 rue Oberkampf',
      additional_address: 'Bâtiment B',
      postal_code: '75011',
      city: 'Paris',
      insee_code_city: '75056',
      activity_code: '10.71C',
    } satisfies components['schemas']['ProspectUpdate'];
    const { data, response } = await api().PUT('/v2/prospects/{id}', {
      params: { path: { id } },
      body: answers,
    });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject(answers);
    expect((await getProspect(id)).prospect).toMatchObject(answers);
  });
  test.each([
    [{}, 'body'],
    [{ email: 'not-an-email' }, 'email'],
  ] satisfies [components['schemas']['ProspectUpdate'], string][])(
    'PUT with %j answers 422 on %s',
    async (body, field) => {
      const { id } = await journeyStart();
      const { error, response } = await api().PUT('/v2/prospects/{id}', { params: { path: { id } }, body });
      expect(response.status).toBe(422);
      expect(Object.keys(error?.errors ?? {})).toContain(field);
    },
  );
  // Bodies outside the contract's types (a field not writable, a number for a string): sent untyped on purpose.
  test.each([
    [{ status: 'client' }, 'status'],
    [{ phone: 42 }, 'phone'],
  ])('PUT with bad input %j answers 422 on %s', async (body, field) => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

describe('PUT /v2/prospects/{id}: phone numbers by the country numbering plan', () => {
  /** Saves contact details on a new prospect of the tenant, in a page language: status, prospect, errors. */
  async function putPhones(tenant: string, body: components['schemas']['ProspectUpdate'], language = 'en') {
    const { id, token } = await journeyStart({ token: `dev-token-${tenant}` });
    const { data, error, response } = await api(token).PUT('/v2/prospects/{id}', {
      params: { path: { id } },
      body,
      headers: { 'accept-language': language },
    });
    return { id, token, status: response.status, prospect: data?.data, errors: error?.errors };
  }

  test.each([
    ['plussimple', '06 12 34 56 78', '+33612345678'],
    ['plussimple', '+33 6 12 34 56 78', '+33612345678'],
    ['plussimple-de', '0151 23456789', '+4915123456789'],
    ['plussimple-it', '347 123 4567', '+393471234567'],
    ['plussimple-es', '612 34 56 78', '+34612345678'],
    // A number of another country, in international form.
    ['plussimple', '+49 151 23456789', '+4915123456789'],
  ])('%s saves the mobile %s as %s (E.164)', async (tenant, typed, kept) => {
    const saved = await putPhones(tenant, { phone: typed });
    expect(saved.status).toBe(200);
    expect(saved.prospect?.phone).toBe(kept);
  });

  test.each([
    ['12', 'en', 'Enter a valid mobile number'],
    ['12', 'fr', 'Saisissez un numéro de mobile valide'],
    // A landline gets no SMS: the signature's code could not reach it.
    ['01 45 45 32 45', 'de', 'Geben Sie eine gültige Mobilnummer ein'],
    ['06 12', 'it', 'Inserisca un numero di cellulare valido'],
  ])('a mobile number %s answers 422 naming the phone field, in %s', async (typed, language, message) => {
    const refused = await putPhones('plussimple', { phone: typed, owner_firstname: 'Jeanne' }, language);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.errors ?? {})).toEqual(['phone']);
    expect(refused.errors?.phone?.[0]).toContain(message);
    // Nothing of the refused answers is saved.
    const stored = (await getProspect(refused.id, { token: refused.token })).prospect;
    expect(stored).toMatchObject({ phone: null, owner_firstname: null });
  });

  test('the additional phone may be a landline, but must be a number', async () => {
    const landline = await putPhones('plussimple', { additional_phone: '01 45 45 32 45' });
    expect(landline.prospect?.additional_phone).toBe('+33145453245');
    const refused = await putPhones('plussimple', { additional_phone: '12' }, 'es');
    expect(refused.errors).toEqual({
      additional_phone: [expect.stringContaining('número de teléfono válido')],
    });
  });
});
