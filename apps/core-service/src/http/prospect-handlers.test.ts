import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

type NewProspect = components['schemas']['NewProspect'];
type StepName = components['schemas']['WorkflowStepName'];

const NEW = { tags: ['subscription-v2'], enrich: true } satisfies NewProspect;
const ACTIVE_SIRET = '18564929000060';

/** The typed client, with the tenant's development token unless given another. */
function api(token?: string) {
  return service.api(token === undefined ? {} : { token });
}

/** Creates a prospect through the contract's typed client: the created prospect, or the failure's status. */
async function createProspect(body: Partial<NewProspect> = {}, token?: string) {
  const { data, error, response } = await api(token).POST('/v2/prospects', { body: { ...NEW, ...body } });
  return { prospect: data?.data, error, status: response.status };
}

/** A prospect with the extras asked for (include), typed from the contract. */
async function getProspect(id: string, options: { include?: string; token?: string } = {}) {
  const { data, error, response } = await api(options.token).GET('/v2/prospects/{id}', {
    params: { path: { id }, query: options.include === undefined ? {} : { include: options.include } },
  });
  return { prospect: data?.data, error, status: response.status };
}

/** The prospect's workflow, typed from the contract. */
async function getWorkflow(id: string, token?: string) {
  const { data, error, response } = await api(token).GET('/v2/prospects/{id}/steps', {
    params: { path: { id } },
  });
  return { workflow: data?.data, error, status: response.status };
}

/** Creates a prospect, links the product and creates the workflow, as the journey does (spec 4). */
async function journeyStart(options: { token?: string; product?: string; body?: Partial<NewProspect> } = {}) {
  const token = options.token ?? 'dev-token-plussimple';
  const created = await createProspect(options.body, token);
  expect(created.status).toBe(201);
  if (created.prospect === undefined) throw new Error('no prospect');
  const { id } = created.prospect;
  const path = { params: { path: { id } } };
  const link = await api(token).POST('/v2/prospects/{id}/products', {
    ...path,
    body: { slug: options.product ?? 'rc-pro' },
  });
  expect(link.response.status).toBe(201);
  const workflow = await api(token).POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } });
  expect(workflow.response.status).toBe(201);
  return { id, token };
}

/** Moves the workflow to a step (and sub-step): the moved workflow, or the failure's status and error. */
async function putStep(id: string, step: StepName, subStep: string | null = null, token?: string) {
  const { data, error, response } = await api(token).PUT('/v2/prospects/{id}/steps', {
    params: { path: { id } },
    body: { current_step: step, current_sub_step: subStep },
  });
  return { workflow: data?.data, error, status: response.status };
}

/** Moves the workflow through the steps; the last move's workflow. */
async function moveTo(id: string, steps: StepName[], token = 'dev-token-plussimple') {
  let last: components['schemas']['ProspectWorkflow'] | undefined;
  for (const step of steps) {
    const { workflow, error, status } = await putStep(id, step, null, token);
    expect(status, `${step}: ${JSON.stringify(error)}`).toBe(200);
    last = workflow;
  }
  return last;
}

/** Saves criteria answers (with include=step when asked): the criteria, typed from the contract. */
async function putCriteria(
  id: string,
  criterias: components['schemas']['CriteriaUpdate']['criterias'],
  include?: string,
) {
  const { data, error, response } = await api().PUT('/v2/prospects/{id}/criterias', {
    params: { path: { id }, query: include === undefined ? {} : { include } },
    body: { criterias },
  });
  return { criteria: data?.data, error, status: response.status };
}

/** One question step of the prospect's product, typed from the contract. */
async function getQuestionStep(id: string, step: string, token?: string) {
  const { data, response } = await api(token).GET('/v2/prospects/{id}/questions-steps/{step}', {
    params: { path: { id, step } },
  });
  return { questionStep: data?.data, status: response.status };
}

describe('every prospect call is scoped by tenant and token', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = await journeyStart({ body: { company_identifier: ACTIVE_SIRET } }));
  });
  const calls: [string, string, unknown][] = [
    ['GET', '', undefined],
    ['PUT', '', { phone: '+33612345678' }],
    ['GET', '/products', undefined],
    ['POST', '/products', { slug: 'rc-pro' }],
    ['GET', '/steps', undefined],
    ['POST', '/steps', { strict: true }],
    ['PUT', '/steps', { current_step: 'activity', current_sub_step: null }],
    ['GET', '/questions-steps', undefined],
    ['GET', '/questions-steps/company-size', undefined],
    ['GET', '/killing-questions?type=json-form', undefined],
    ['PUT', '/killing-questions', { answers: {} }],
    ['GET', '/criterias', undefined],
    ['PUT', '/criterias?include=step', { criterias: { headcount: 3 } }],
  ];
  test.each(calls)(
    "%s %s with another tenant's token answers 404, like an unknown id",
    async (method, suffix, body) => {
      const foreign = await service.call(method, `/v2/prospects/${id}${suffix}`, {
        token: 'dev-token-maif',
        body,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'not_found', title: 'Not found' });
      const unknown = await service.call(
        method,
        `/v2/prospects/00000000-0000-4000-8000-000000000000${suffix}`,
        { body },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(foreign.body);
      const malformed = await service.call(method, `/v2/prospects/not-a-uuid${suffix}`, { body });
      expect(malformed.body).toEqual(foreign.body);
    },
  );
  test.each(calls)('%s %s without a token answers 401', async (method, suffix, body) => {
    const response = await service.call(method, `/v2/prospects/${id}${suffix}`, { token: null, body });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized' });
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
  test('null stands for an absent value, as a product intent without them sends (spec 2)', async () => {
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
    expect((await service.call('POST', '/v2/prospects', { token: null, body: NEW })).status).toBe(401);
  });
  test('an e-mail of an existing client gives status client (spec 4: sent to the customer-space login)', async () => {
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
    const { id } = await journeyStart({ body: { company_identifier: ACTIVE_SIRET, agent_token: 'agent-1' } });
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
    [{ status: 'client' }, 'status'],
    [{ phone: 42 }, 'phone'],
  ])('PUT with bad input %j answers 422 on %s', async (body, field) => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

describe('products of a prospect', () => {
  test('the product link sets the product, listed by GET', async () => {
    const { id } = await journeyStart({ product: 'multirisque' });
    const { data } = await api().GET('/v2/prospects/{id}/products', { params: { path: { id } } });
    expect(data).toEqual({
      data: [
        {
          slug: 'multirisque',
          name: 'Multirisque professionnelle',
          country: 'FR',
          description: null,
          audiences: [],
        },
      ],
      meta: { total: 1, page: 1, per_page: 20 },
    });
    expect((await getProspect(id)).prospect).toMatchObject({
      product: 'multirisque',
      subscription_name: 'Multirisque professionnelle',
    });
  });
  test.each([
    [{ slug: 'not-sold-here' }, 'slug'],
    [{}, 'slug'],
    [{ slug: 'rc-pro', extra: 1 }, 'extra'],
  ])('bad input %j answers 422', async (body, field) => {
    const { id } = await journeyStart();
    const response = await service.call('POST', `/v2/prospects/${id}/products`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
  test("a product of another tenant's catalogue is refused", async () => {
    const { id } = await journeyStart({ token: 'dev-token-product' });
    const response = await service.call('POST', `/v2/prospects/${id}/products`, {
      token: 'dev-token-product',
      body: { slug: 'multirisque' },
    });
    expect(response.status).toBe(422);
  });
});

describe('workflow: /v2/prospects/{id}/steps', () => {
  test('POST creates the workflow at the first relevant step; a second POST answers 409', async () => {
    const { id } = await journeyStart();
    const { workflow } = await getWorkflow(id);
    expect(workflow).toMatchObject({
      current_step: 'activity',
      biggest_step: 'activity',
      current_sub_step: null,
      previous_step: null,
      next_step: 'city',
      next_relevant_step: 'city',
      can_go_back: false,
      can_go_next: true,
    });
    expect(workflow?.steps).toContainEqual({
      slug: 'activity',
      is_current: true,
      is_relevant: true,
      can_go_to: true,
    });
    expect(workflow?.steps).toContainEqual({
      slug: 'broker',
      is_current: false,
      is_relevant: false,
      can_go_to: false,
    });
    const again = await api().POST('/v2/prospects/{id}/steps', {
      params: { path: { id } },
      body: { strict: true },
    });
    expect(again.response.status).toBe(409);
  });
  test('GET before POST answers 404', async () => {
    const { prospect } = await createProspect();
    expect((await getWorkflow(prospect?.id ?? '')).status).toBe(404);
  });
  test.each([
    ['POST', { strict: false }, 'strict'],
    ['PUT', { current_step: 'nowhere', current_sub_step: null }, 'current_step'],
    ['PUT', { current_step: 'city' }, 'current_sub_step'],
  ])('%s with bad input %j answers 422', async (method, body, field) => {
    const created = await service.call('POST', '/v2/prospects', { body: NEW });
    const id = created.body.data.id;
    if (method === 'PUT') await service.call('POST', `/v2/prospects/${id}/steps`, { body: { strict: true } });
    const response = await service.call(method, `/v2/prospects/${id}/steps`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
  test('strict: forward moves one relevant step at a time; the biggest step only grows', async () => {
    const { id } = await journeyStart();
    const skip = await putStep(id, 'offer');
    expect(skip.status).toBe(422);
    expect(skip.error?.errors).toEqual({ current_step: ['This step may not be entered now'] });
    await moveTo(id, ['city', 'company', 'criteria']);
    const sub = await putStep(id, 'criteria', 'activity-details');
    expect(sub.workflow).toMatchObject({ biggest_step: 'criteria', biggest_sub_step: 'activity-details' });
    const back = await moveTo(id, ['city']);
    expect(back).toMatchObject({
      current_step: 'city',
      biggest_step: 'criteria',
      biggest_sub_step: 'activity-details',
      previous_step: 'activity',
      can_go_back: true,
      can_go_next: true,
    });
    // qualification is not relevant, so the next relevant step after criteria is confirmation.
    const criteria = await moveTo(id, ['criteria']);
    expect(criteria).toMatchObject({
      next_step: 'qualification',
      next_relevant_step: 'confirmation',
    });
  });
  test('broker tenants and broker products start at the broker step', async () => {
    const verlingue = await journeyStart({ token: 'dev-token-verlingue', product: 'sante-collective' });
    expect((await getWorkflow(verlingue.id, verlingue.token)).workflow?.current_step).toBe('broker');
    const oryx = await journeyStart({ token: 'dev-token-oryx', product: 'multirisque' });
    expect((await getWorkflow(oryx.id, oryx.token)).workflow?.current_step).toBe('broker');
    const oryxRcPro = await journeyStart({ token: 'dev-token-oryx', product: 'rc-pro' });
    expect((await getWorkflow(oryxRcPro.id, oryxRcPro.token)).workflow?.current_step).toBe('activity');
  });
});

describe('question steps', () => {
  test('the list leaves the sanctions-form step out (contract QuestionSteps)', async () => {
    const { id } = await journeyStart();
    const { data } = await api().GET('/v2/prospects/{id}/questions-steps', { params: { path: { id } } });
    expect(data?.data).toEqual({
      id,
      current_step: 'company-size',
      next_step: 'activity-details',
      steps: ['company-size', 'activity-details'],
      product: 'rc-pro',
    });
    const sanctions = await getQuestionStep(id, 'sanctions-form');
    expect(sanctions.questionStep?.questions[0]).toMatchObject({
      key: 'sanctioned_country_exposure',
      type: 'boolean',
    });
  });
  test('one step, labelled in the tenant language', async () => {
    const { id } = await journeyStart();
    const { questionStep } = await getQuestionStep(id, 'company-size');
    expect(questionStep).toEqual({
      id: 'company-size',
      product: 'rc-pro',
      questions: [
        {
          key: 'headcount',
          label: 'Nombre de salariés',
          type: 'integer',
          required: true,
          options: [],
          minimum: 0,
          maximum: 100000,
          unit: 'people',
        },
        {
          key: 'revenue',
          label: "Chiffre d'affaires annuel",
          type: 'integer',
          required: true,
          options: [],
          minimum: 0,
          maximum: 1000000000,
          unit: 'EUR',
        },
      ],
    });
    const de = await journeyStart({ token: 'dev-token-plussimple-de' });
    const german = await getQuestionStep(de.id, 'company-size', de.token);
    expect(german.questionStep?.questions[0]?.label).toBe('Anzahl der Beschäftigten');
  });
  test('an unknown step answers 404', async () => {
    const { id } = await journeyStart();
    expect((await getQuestionStep(id, 'nothing')).status).toBe(404);
  });
});

describe('eligibility: /v2/prospects/{id}/killing-questions', () => {
  test('GET answers the form as JSON Schema with UI hints and conditional questions', async () => {
    const { id } = await journeyStart();
    const response = await service.call('GET', `/v2/prospects/${id}/killing-questions?type=json-form`);
    expect(response.status).toBe(200);
    const { questions } = response.body.data;
    expect(questions.type).toBe('json-form');
    expect(questions.schema.properties.collective_proceedings.type).toBe('boolean');
    expect(questions.schema.then).toEqual({ required: ['claims_count'] });
    expect(questions.schema.dependentSchemas).toHaveProperty('cancelled_by_insurer');
    expect(questions.ui_schema.collective_proceedings['ui:widget']).toBe('radio');
  });
  test('bad input: type missing or other than json-form answers 400', async () => {
    const { id } = await journeyStart();
    expect((await service.call('GET', `/v2/prospects/${id}/killing-questions`)).status).toBe(400);
    expect((await service.call('GET', `/v2/prospects/${id}/killing-questions?type=html`)).status).toBe(400);
  });
  test('a product without a form answers 404 (spec 4: the killing screen is skipped)', async () => {
    const de = await journeyStart({ token: 'dev-token-plussimple-de' });
    const response = await service.call('GET', `/v2/prospects/${de.id}/killing-questions?type=json-form`, {
      token: de.token,
    });
    expect(response.status).toBe(404);
    const { workflow } = await getWorkflow(de.id, de.token);
    expect(workflow?.steps).toContainEqual({
      slug: 'killing',
      is_current: false,
      is_relevant: false,
      can_go_to: false,
    });
  });

  const clean = { collective_proceedings: false, cancelled_by_insurer: false, claims_last_3_years: false };
  test('eligible answers keep the request pending', async () => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}/killing-questions`, {
      body: { answers: clean },
    });
    expect(response.body.data).toEqual({ outcome: 'eligible', canceled_code: null, canceled_reason: null });
    expect((await getProspect(id)).prospect?.status).toBe('pending');
  });
  test('a cancelling answer cancels the request with code and reason; only the cancelled step remains', async () => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}/killing-questions`, {
      body: { answers: { ...clean, collective_proceedings: true } },
    });
    expect(response.body.data).toEqual({
      outcome: 'cancelled',
      canceled_code: 'collective_proceedings',
      canceled_reason: 'The company is subject to collective proceedings.',
    });
    const { prospect } = await getProspect(id, { include: 'step' });
    expect(prospect).toMatchObject({
      status: 'cancelled',
      canceled_code: 'collective_proceedings',
    });
    expect(prospect?.canceled_at).toEqual(expect.any(String));
    const enterable = (prospect?.step?.steps ?? []).filter((step) => step.can_go_to);
    expect(enterable.map((step) => step.slug)).toEqual(['cancelled']);
    const later = await api().PUT('/v2/prospects/{id}', {
      params: { path: { id } },
      body: { phone: '+33600000000' },
    });
    expect(later.response.status).toBe(409);
  });
  test('a claims history sends the request to review (status paused, reviewing step)', async () => {
    const { id } = await journeyStart();
    await moveTo(id, ['city', 'company', 'criteria', 'confirmation', 'killing']);
    const response = await service.call('PUT', `/v2/prospects/${id}/killing-questions`, {
      body: { answers: { ...clean, claims_last_3_years: true, claims_count: 4 } },
    });
    expect(response.body.data).toEqual({ outcome: 'reviewing', canceled_code: null, canceled_reason: null });
    const { prospect } = await getProspect(id, { include: 'step' });
    expect(prospect?.status).toBe('paused');
    expect(prospect?.step).toMatchObject({ next_relevant_step: 'reviewing', can_go_next: true });
    expect((await putStep(id, 'offer')).status).toBe(422);
  });
  test('conditional questions are required when their condition holds (422 keyed by path)', async () => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}/killing-questions`, {
      body: { answers: { ...clean, claims_last_3_years: true, cancelled_by_insurer: true } },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'answers.claims_count': ['This field is required'],
      'answers.cancellation_reason': ['This field is required'],
    });
  });
  test('bad input: no answers object answers 422', async () => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}/killing-questions`, {
      body: { yes: true },
    });
    expect(response.status).toBe(422);
  });
});

describe('criteria: /v2/prospects/{id}/criterias', () => {
  test('GET answers the criteria pre-filled from the company registry and the pricing criteria', async () => {
    const { id } = await journeyStart({ body: { company_identifier: ACTIVE_SIRET } });
    const { data } = await api().GET('/v2/prospects/{id}/criterias', { params: { path: { id } } });
    expect(data?.data).toEqual({
      id,
      product: 'rc-pro',
      criterias: { headcount: 3, revenue: 562319 },
      pricing_criterias: ['headcount', 'revenue'],
    });
  });
  test('PUT merges the answers and, with include=step, adds the workflow', async () => {
    const { id } = await journeyStart();
    const { criteria, status } = await putCriteria(id, { headcount: 4, revenue: 250000 }, 'step');
    expect(status).toBe(200);
    expect(criteria?.criterias).toEqual({ headcount: 4, revenue: 250000 });
    expect(criteria?.step?.prospect_id).toBe(id);
    const second = await putCriteria(id, { subcontracting_share: 10 });
    expect(second.criteria?.criterias).toEqual({ headcount: 4, revenue: 250000, subcontracting_share: 10 });
    expect(second.criteria).not.toHaveProperty('step');
  });
  test('answers outside the product bounds lead to a custom offer request (unhooking: qualification)', async () => {
    const { id } = await journeyStart();
    await moveTo(id, ['city', 'company', 'criteria']);
    const { criteria } = await putCriteria(id, { headcount: 25, revenue: 250000 }, 'step');
    expect(criteria?.step).toMatchObject({ next_relevant_step: 'qualification', can_go_next: true });
    expect((await getProspect(id)).prospect?.status).toBe('paused');
    expect((await putStep(id, 'confirmation')).status).toBe(422);
    const back = await putCriteria(id, { headcount: 5 }, 'step');
    expect(back.criteria?.step).toMatchObject({ next_relevant_step: 'confirmation' });
    expect((await getProspect(id)).prospect?.status).toBe('pending');
  });
  test('business in a sanctioned country blocks the request', async () => {
    const { id } = await journeyStart();
    expect((await putCriteria(id, { sanctioned_country_exposure: true })).status).toBe(200);
    expect((await getProspect(id)).prospect?.status).toBe('blocked');
  });
  test.each([
    [{ criterias: { turnover: 1 } }, 'criterias.turnover'],
    [{ criterias: { headcount: 'many' } }, 'criterias.headcount'],
    [{ criterias: { headcount: -1 } }, 'criterias.headcount'],
    [{ criterias: { headcount: { n: 1 } } }, 'criterias.headcount'],
    [{}, 'criterias'],
  ])('bad input %j answers 422 on %s', async (body, field) => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}/criterias`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
});
