import { describe, expect, test } from 'vitest';
// A copy of the core's demo eligibility form (apps may not import each other: ARCHITECTURE.md).
import general from './killing-form.fixture.json' with { type: 'json' };
import { killingQuestions } from './killing-questions.ts';

// The core's demo form (apps/core-service/src/data): the contract's JSON Schema with UI hints.
const form = { schema: general.schema, ui_schema: general.ui_schema };

describe('killingQuestions', () => {
  test.each([
    { answers: {}, shown: ['collective_proceedings', 'cancelled_by_insurer', 'claims_last_3_years'] },
    {
      answers: { cancelled_by_insurer: true },
      shown: ['collective_proceedings', 'cancelled_by_insurer', 'cancellation_reason', 'claims_last_3_years'],
    },
    {
      answers: { cancelled_by_insurer: false, claims_last_3_years: false },
      shown: ['collective_proceedings', 'cancelled_by_insurer', 'claims_last_3_years'],
    },
    {
      answers: { claims_last_3_years: true },
      shown: ['collective_proceedings', 'cancelled_by_insurer', 'claims_last_3_years', 'claims_count'],
    },
  ])('follow-up questions appear when their trigger holds: $answers', ({ answers, shown }) => {
    expect(killingQuestions(form, answers).map((question) => question.key)).toEqual(shown);
  });

  test('questions take their registry kind, labels, bounds and required mark from the schema and UI hints', () => {
    const questions = killingQuestions(form, { cancelled_by_insurer: true, claims_last_3_years: true });
    const byName = Object.fromEntries(questions.map((question) => [question.key, question]));
    expect(byName.collective_proceedings).toMatchObject({ kind: 'yes-no', required: true, options: [] });
    expect(byName.cancellation_reason).toMatchObject({
      kind: 'choice',
      required: true,
      options: [
        { value: 'non-payment', label: 'Non-paiement de cotisations' },
        { value: 'claims', label: 'Sinistralité' },
        { value: 'other', label: 'Autre motif' },
      ],
    });
    expect(byName.claims_count).toMatchObject({ kind: 'integer', minimum: 1, maximum: 99, required: true });
  });
});
