import { describe, expect, test } from 'vitest';
import type { TextFormatter } from '../../app/use-text.ts';
import type { AskedQuestion, QuestionKind } from './question-type.ts';
import { answerSummary, parsedAnswers, QUESTION_TYPES } from './registry.tsx';

const t: TextFormatter = (id) => `«${id}»`;
const context = { t, locale: 'en-FR' as const };
const ask = (kind: QuestionKind, extra: Partial<AskedQuestion> = {}): AskedQuestion => ({
  key: 'q',
  label: 'Question',
  kind,
  required: true,
  options: [
    { value: 'a', label: 'Apples' },
    { value: 'b', label: 'Bananas' },
  ],
  ...extra,
});

describe('the question-type registry', () => {
  test.each([
    ['text', {}, 'Paris', 'Paris'],
    ['integer', {}, 1200, '1\u202f200'],
    ['number', { unit: 'EUR' }, 250000, '€250,000.00'],
    ['number', { unit: 'm2' }, 80, '80 m²'],
    ['date', {}, '2026-03-01', '1 March 2026'],
    ['choice', {}, 'b', 'Bananas'],
    ['yes-no', {}, false, '«common.no»'],
    ['list', {}, ['a', 'b'], 'Apples and Bananas'],
    ['country', {}, 'DE', 'Germany'],
  ] as const)('a %s answer reads as the visitor would say it', (kind, extra, saved, said) => {
    expect(answerSummary(ask(kind, extra), saved, context)).toBe(said);
  });

  test.each([
    ['text', ''],
    ['integer', null],
    ['date', '2026-13-45'],
    ['choice', undefined],
    ['yes-no', 'yes'],
    ['list', []],
    ['country', 'France'],
  ] as const)('an empty or unreadable %s answer reads as not given', (kind, saved) => {
    expect(answerSummary(ask(kind), saved, context)).toBe('«check-answers.not-given»');
  });

  test('saved answers are read by their kind: a number stays a number, a code is upper case', () => {
    const questions = [
      ask('integer', { key: 'headcount' }),
      ask('country', { key: 'nationality' }),
      ask('yes-no', { key: 'claims' }),
    ];
    expect(parsedAnswers(questions, { headcount: 12, nationality: 'fr', claims: 'true' })).toEqual({
      headcount: 12,
      nationality: 'FR',
      claims: undefined,
    });
  });

  test("each kind's errors name its question", () => {
    for (const type of Object.values(QUESTION_TYPES)) {
      expect(
        type.validate(ask('text', { label: 'Date of birth' }), (id, values) => `${id} ${values?.field}`),
      ).toMatchObject({ missing: expect.stringContaining('Date of birth') });
    }
  });
});
