import { expect, test } from 'vitest';
import { hashSmsCode, newSignatureId, newSmsCode, phoneHint, smsCodeMatches } from './signatures.ts';

test.each([
  ['+33612345678', '+33 6 •• •• •• 78'],
  ['+33 6 12 34 56 78', '+33 6 •• •• •• 78'],
  ['+4915112345678', '+49 1 •• •• •• •• 78'],
  ['0612345678', '•• 78'],
])('the phone hint of %s is %s', (phone, hint) => {
  expect(phoneHint(phone)).toBe(hint);
});

test('codes have 6 digits and are kept only as a hash bound to their signature', () => {
  const code = newSmsCode();
  expect(code).toMatch(/^\d{6}$/);
  const id = newSignatureId();
  const stored = hashSmsCode(id, code);
  expect(stored).not.toContain(code);
  expect(smsCodeMatches(id, code, stored)).toBe(true);
  expect(smsCodeMatches(newSignatureId(), code, stored)).toBe(false);
  expect(smsCodeMatches(id, code === '000000' ? '000001' : '000000', stored)).toBe(false);
});
