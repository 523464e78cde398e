import { afterAll, beforeAll, expect, test } from 'vitest';
import { ELIGIBLE_ANSWERS, prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import {
  compiledEligibilityForm,
  type EligibilityForm,
  eligibilityCompilations,
} from './eligibility-validators.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const form = (maximum: number): EligibilityForm => ({
  id: 'form-a',
  form: { schema: { type: 'object', properties: { n: { type: 'integer', maximum } } }, ui_schema: {} },
  rules: [
    { outcome: 'cancel', code: 'too_many', reason: 'Too many', when: { properties: { n: { const: 3 } } } },
  ],
});

test('a form is compiled once per content; an edited form is compiled again', () => {
  const before = eligibilityCompilations();
  const first = compiledEligibilityForm(form(5));
  expect(compiledEligibilityForm(form(5))).toBe(first);
  expect(eligibilityCompilations()).toBe(before + 1);
  const edited = compiledEligibilityForm(form(2));
  expect(edited).not.toBe(first);
  expect(eligibilityCompilations()).toBe(before + 2);
  expect(first.validate({ n: 4 })).toBe(true);
  expect(edited.validate({ n: 4 })).toBe(false);
  expect(first.rules.filter(({ matches }) => matches({ n: 3 })).map(({ rule }) => rule.code)).toEqual([
    'too_many',
  ]);
});

test('past 200 form versions the oldest is dropped and compiled again when asked for', () => {
  const first = compiledEligibilityForm(form(1000));
  for (let maximum = 1001; maximum <= 1200; maximum += 1) compiledEligibilityForm(form(maximum));
  const before = eligibilityCompilations();
  expect(compiledEligibilityForm(form(1200))).toBeDefined();
  expect(eligibilityCompilations()).toBe(before);
  const again = compiledEligibilityForm(form(1000));
  expect(again).not.toBe(first);
  expect(eligibilityCompilations()).toBe(before + 1);
  expect(again.validate({ n: 1000 })).toBe(true);
});

test('repeated PUT killing-questions compile nothing after the first (memory stays flat)', async () => {
  const { id, token } = await prospectAtOffer(service);
  const after = eligibilityCompilations();
  expect(after).toBeGreaterThan(0);
  for (let round = 0; round < 50; round += 1) {
    const { data, response } = await service.api({ token }).PUT('/v2/prospects/{id}/killing-questions', {
      params: { path: { id } },
      body: { answers: ELIGIBLE_ANSWERS },
    });
    expect(response.status).toBe(200);
    expect(data?.data.outcome).toBe('eligible');
  }
  expect(eligibilityCompilations()).toBe(after);
});
