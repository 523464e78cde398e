import { expect, test } from 'vitest';
import { createResponseValidator } from './response-validator.ts';

const check = createResponseValidator();

test('an answer that follows the contract has no problem', () => {
  expect(check('GET', '/internal/health', 200, { status: 'ok' })).toEqual([]);
});

test('an undeclared status and a body off the schema are reported', () => {
  expect(check('GET', '/internal/health', 418, {})).toEqual([
    'GET /internal/health answered 418, which the contract does not declare',
  ]);
  expect(check('GET', '/v2/products?page=1', 200, { data: [{ slug: 'x' }] })).not.toEqual([]);
});
