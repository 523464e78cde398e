import { expect, test } from 'vitest';
import { toFormErrorPath, toFormErrors } from './to-form-errors.ts';

test.each([
  ['email', '/email'],
  ['owner.firstname', '/owner/firstname'],
  ['beneficiaries.0.birth_date', '/beneficiaries/0/birth_date'],
  ['/already/a/path', '/already/a/path'],
])('field path %s becomes %s', (path, expected) => {
  expect(toFormErrorPath(path)).toBe(expected);
});

test('each field carries its message', () => {
  expect(
    toFormErrors({
      email: ['This field must be an e-mail address'],
      'owner.firstname': ['This field is required', 'Too short'],
      'owner.lastname': 'This field is required',
      empty: [],
    }),
  ).toEqual({
    '/email': {
      message: 'This field must be an e-mail address',
      messages: ['This field must be an e-mail address'],
    },
    '/owner/firstname': {
      message: 'This field is required',
      messages: ['This field is required', 'Too short'],
    },
    '/owner/lastname': { message: 'This field is required', messages: ['This field is required'] },
  });
});

test('no errors gives no form errors', () => {
  expect(toFormErrors(undefined)).toEqual({});
});
