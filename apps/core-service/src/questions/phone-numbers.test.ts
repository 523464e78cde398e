import { describe, expect, test } from 'vitest';
import { checkPhoneFields, readPhoneNumber } from './phone-numbers.ts';

describe('readPhoneNumber', () => {
  test.each([
    ['06 12 34 56 78', 'FR', 'mobile', '+33612345678'],
    ['0612345678', 'FR', 'any', '+33612345678'],
    ['01 45 45 32 45', 'FR', 'any', '+33145453245'],
    ['01 45 45 32 45', 'FR', 'mobile', undefined],
    ['12', 'FR', 'mobile', undefined],
    ['12', 'FR', 'any', undefined],
    ['0151 23456789', 'DE', 'mobile', '+4915123456789'],
    // The default region is the tenant's country: a French national number is not German.
    ['06 12 34 56 78', 'DE', 'mobile', undefined],
    ['+33 6 12 34 56 78', 'DE', 'mobile', '+33612345678'],
    ['347 123 4567', 'IT', 'mobile', '+393471234567'],
    ['912 34 56 78', 'ES', 'mobile', undefined],
    ['912 34 56 78', 'ES', 'any', '+34912345678'],
    ['not a number', 'FR', 'any', undefined],
  ] as const)('%s in %s (%s) reads %s', (text, country, kind, expected) => {
    expect(readPhoneNumber(text, country, kind)).toBe(expected);
  });
});

describe('checkPhoneFields', () => {
  test('valid numbers come back in E.164, invalid ones are errors in the language; others are kept', () => {
    const { checked, errors } = checkPhoneFields(
      { country: 'FR' },
      { phone: '06 12 34 56 78', additional_phone: '12', name: 'Acme' },
      { phone: 'mobile', additional_phone: 'any' },
      'fr',
    );
    expect(checked).toEqual({ phone: '+33612345678', additional_phone: '12', name: 'Acme' });
    expect(errors).toEqual({ additional_phone: [expect.stringContaining('numéro de téléphone valide')] });
  });

  test('absent, null and blank fields are left as they are', () => {
    const body = { phone: null, additional_phone: '  ' };
    const { checked, errors } = checkPhoneFields(
      { country: 'FR' },
      body,
      { phone: 'mobile', additional_phone: 'any' },
      'en',
    );
    expect(checked).toEqual(body);
    expect(errors).toEqual({});
  });
});
