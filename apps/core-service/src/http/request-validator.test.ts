import { expect, test } from 'vitest';
import { ELIGIBLE_ANSWERS } from '../testing/journey.ts';
import { loadContract } from './contract.ts';
import { createRequestValidator } from './request-validator.ts';

const ID = '7f0bf2c4-bb9f-4f3b-bda2-32243713bbfd';

test('validators compiled ahead (compileAll) check requests as those compiled at their first call', async () => {
  const lazy = createRequestValidator(loadContract());
  const ahead = createRequestValidator(loadContract());
  await ahead.compileAll();
  for (const validate of [lazy, ahead]) {
    const input = validate('answerKillingForm', {
      params: { id: ID },
      query: {},
      body: { answers: ELIGIBLE_ANSWERS },
    });
    expect(input.body).toEqual({ answers: ELIGIBLE_ANSWERS });
    expect(() => validate('answerKillingForm', { params: { id: ID }, query: {}, body: {} })).toThrow(
      expect.objectContaining({ status: 422 }),
    );
    expect(() =>
      validate('answerKillingForm', { params: { id: 'nope' }, query: {}, body: { answers: {} } }),
    ).toThrow(expect.objectContaining({ code: 'not_found' }));
  }
});
