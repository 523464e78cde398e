import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ELIGIBLE_ANSWERS } from '../testing/journey.ts';
import { prospectCalls } from '../testing/prospect-calls.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const { api, getProspect, getWorkflow, journeyStart, putStep, moveTo } = prospectCalls(() => service);

/** The prospect's eligibility form as JSON Schema, typed from the contract. */
async function killingForm(id: string, token?: string) {
  const { data, response } = await api(token).GET('/v2/prospects/{id}/killing-questions', {
    params: { path: { id }, query: { type: 'json-form' } },
  });
  return { status: response.status, form: data?.data };
}

/** Answers the eligibility form, typed from the contract: the outcome, or the error. */
async function answer(id: string, answers: Record<string, unknown>, language?: string) {
  const { data, error, response } = await api().PUT('/v2/prospects/{id}/killing-questions', {
    params: { path: { id } },
    body: { answers },
    ...(language === undefined ? {} : { headers: { 'accept-language': language } }),
  });
  return { status: response.status, outcome: data?.data, error };
}

describe('eligibility: /v2/prospects/{id}/killing-questions', () => {
  test('GET answers the form as JSON Schema with UI hints and conditional questions', async () => {
    const { id } = await journeyStart();
    const { status, form } = await killingForm(id);
    expect(status).toBe(200);
    expect(form?.questions.type).toBe('json-form');
    expect(form?.questions.schema).toMatchObject({
      properties: { collective_proceedings: { type: 'boolean' } },
      dependentSchemas: { cancelled_by_insurer: expect.anything() },
    });
    expect(form?.questions.schema.then).toEqual({ required: ['claims_count'] });
    expect(form?.questions.ui_schema).toMatchObject({ collective_proceedings: { 'ui:widget': 'radio' } });
  });
  test("the questions, choices and a refusal's reason are in the visitor's language", async () => {
    const { id } = await journeyStart();
    const { data } = await api().GET('/v2/prospects/{id}/killing-questions', {
      params: { path: { id }, query: { type: 'json-form' } },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(data?.data?.questions.schema).toMatchObject({
      properties: {
        claims_count: { type: 'integer', title: 'Wie viele Schäden?' },
        cancellation_reason: { enum: ['non-payment', 'claims', 'other'], title: 'Aus welchem Grund?' },
      },
    });
    expect(data?.data?.questions.ui_schema).toMatchObject({
      cancellation_reason: {
        'ui:widget': 'select',
        'ui:enumNames': ['Nichtzahlung der Beiträge', 'Schadenverlauf', 'Anderer Grund'],
      },
    });
    const { outcome } = await answer(id, { ...ELIGIBLE_ANSWERS, collective_proceedings: true }, 'en');
    expect(outcome?.canceled_reason).toBe('Your company is subject to insolvency proceedings.');
    expect((await getProspect(id)).prospect?.canceled_reason).toBe(
      'Your company is subject to insolvency proceedings.',
    );
  });
  test('bad input: type missing or other than json-form answers 400', async () => {
    const { id } = await journeyStart();
    // Queries outside the contract's types (its type is required and only json-form): sent untyped on purpose.
    expect((await service.call('GET', `/v2/prospects/${id}/killing-questions`)).status).toBe(400);
    expect((await service.call('GET', `/v2/prospects/${id}/killing-questions?type=html`)).status).toBe(400);
  });
  test('a product without a form is no error: 200 with no form (the killing screen is skipped)', async () => {
    const de = await journeyStart({ token: 'dev-token-plussimple-de' });
    expect(await killingForm(de.id, de.token)).toEqual({ status: 200, form: null });
    const { workflow } = await getWorkflow(de.id, de.token);
    expect(workflow?.steps).toContainEqual({
      slug: 'killing',
      is_current: false,
      is_relevant: false,
      can_go_to: false,
    });
  });

  const clean = ELIGIBLE_ANSWERS;
  test('eligible answers keep the request pending', async () => {
    const { id } = await journeyStart();
    const { outcome } = await answer(id, clean);
    expect(outcome).toEqual({ outcome: 'eligible', canceled_code: null, canceled_reason: null });
    expect((await getProspect(id)).prospect?.status).toBe('pending');
  });
  test('a cancelling answer cancels the request with code and reason; only the cancelled step remains', async () => {
    const { id } = await journeyStart();
    const { outcome } = await answer(id, { ...clean, collective_proceedings: true });
    expect(outcome).toEqual({
      outcome: 'cancelled',
      canceled_code: 'collective_proceedings',
      // In the tenant's language: the form's own.
      canceled_reason: "Votre entreprise fait l'objet d'une procédure collective.",
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
    const { outcome } = await answer(id, { ...clean, claims_last_3_years: true, claims_count: 4 });
    expect(outcome).toEqual({ outcome: 'reviewing', canceled_code: null, canceled_reason: null });
    const { prospect } = await getProspect(id, { include: 'step' });
    expect(prospect?.status).toBe('paused');
    expect(prospect?.step).toMatchObject({ next_relevant_step: 'reviewing', can_go_next: true });
    expect((await putStep(id, 'offer')).status).toBe(422);
  });
  test('conditional questions are required when their condition holds (422 keyed by path)', async () => {
    const { id } = await journeyStart();
    const { status, error } = await answer(id, {
      ...clean,
      claims_last_3_years: true,
      cancelled_by_insurer: true,
    });
    expect(status).toBe(422);
    expect(error?.errors).toEqual({
      'answers.claims_count': ['This field is required'],
      'answers.cancellation_reason': ['This field is required'],
    });
  });
  test('bad input: no answers object answers 422', async () => {
    const { id } = await journeyStart();
    // A body without answers is outside the contract's types: sent untyped on purpose.
    const response = await service.call('PUT', `/v2/prospects/${id}/killing-questions`, {
      body: { yes: true },
    });
    expect(response.status).toBe(422);
  });
});
