import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTIVE_SIRET } from '../testing/journey.ts';
import { prospectCalls } from '../testing/prospect-calls.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const { api, getProspect, journeyStart, putStep, moveTo, putCriteria, getQuestionStep } = prospectCalls(
  () => service,
);

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
    [{ turnover: 1 }, 'criterias.turnover'],
    [{ headcount: 'many' }, 'criterias.headcount'],
    [{ headcount: -1 }, 'criterias.headcount'],
  ])('answers %j answer 422 on %s', async (criterias, field) => {
    const { id } = await journeyStart();
    const { status, error } = await putCriteria(id, criterias);
    expect(status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual([field]);
  });
  // Bodies outside the contract's types (an object as an answer, no criterias): sent untyped on purpose.
  test.each([
    [{ criterias: { headcount: { n: 1 } } }, 'criterias.headcount'],
    [{}, 'criterias'],
  ])('bad input %j answers 422 on %s', async (body, field) => {
    const { id } = await journeyStart();
    const response = await service.call('PUT', `/v2/prospects/${id}/criterias`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
});
