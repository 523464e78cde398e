import { describe, expect, test } from 'vitest';
import { fieldErrorMessage } from './field-error-message.ts';

const VALID: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};

function result(details: Partial<ValidityState>, errors: string[]) {
  return {
    isInvalid: true,
    validationDetails: { ...VALID, valid: false, ...details },
    validationErrors: errors,
  };
}

describe('fieldErrorMessage', () => {
  const message = fieldErrorMessage({ missing: 'Enter your IBAN', invalid: 'Enter a valid IBAN' });

  test.each([
    [
      'an empty field names it, never the browser text',
      { valueMissing: true },
      ['Please fill out this field.'],
      'Enter your IBAN',
    ],
    [
      'a broken format says the invalid text',
      { patternMismatch: true },
      ['Please match the format.'],
      'Enter a valid IBAN',
    ],
    ['too short says the invalid text', { tooShort: true }, ['Lengthen this text.'], 'Enter a valid IBAN'],
    [
      'out of range says the invalid text',
      { rangeOverflow: true },
      ['Value must be ≤ 100.'],
      'Enter a valid IBAN',
    ],
    [
      'a server message is shown as it is',
      { customError: true },
      ['This IBAN is closed'],
      'This IBAN is closed',
    ],
    ['several server messages are joined', { customError: true }, ['One.', 'Two.'], 'One. Two.'],
    [
      'an invalid field with no message says the invalid text',
      { customError: true },
      [],
      'Enter a valid IBAN',
    ],
  ])('%s', (_, details, errors, expected) => {
    expect(message(result(details, errors))).toBe(expected);
  });

  test('without an invalid text, a broken format says the missing text', () => {
    const only = fieldErrorMessage({ missing: 'Enter the code' });
    expect(only(result({ tooShort: true }, ['Lengthen this text.']))).toBe('Enter the code');
  });
});
