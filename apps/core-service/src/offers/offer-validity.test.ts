import { describe, expect, test } from 'vitest';
import { isExpired, OFFER_VALIDITY_DAYS, rateIndexAt, validUntil } from './offer-validity.ts';

const at = (iso: string) => new Date(iso);

describe('validUntil and isExpired (30 days)', () => {
  test.each([
    ['2026-01-01T00:00:00Z', '2026-01-31T00:00:00Z', false],
    ['2026-01-01T00:00:00Z', '2026-01-31T00:00:00.001Z', true],
    ['2026-01-01T00:00:00Z', '2026-01-15T12:00:00Z', false],
    ['2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', true],
  ])('priced at %s, at %s expired: %s', (priced, now, expired) => {
    expect(isExpired(at(priced), at(now))).toBe(expired);
  });

  test('the validity is the constant, in days', () => {
    expect(OFFER_VALIDITY_DAYS).toBe(30);
    expect(validUntil(at('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });
});

describe('rateIndexAt', () => {
  const revisions = [
    { index_percent: 100, effective_from: at('2026-06-01T00:00:00Z') },
    { index_percent: 110, effective_from: at('2026-03-01T00:00:00Z') },
  ];
  test.each([
    ['2026-01-01T00:00:00Z', 1],
    ['2026-03-01T00:00:00Z', 1.1],
    ['2026-05-31T23:59:59Z', 1.1],
    ['2026-06-01T00:00:00Z', 1],
  ])('at %s the factor is %s (newest first; none: the shipped tables)', (when, factor) => {
    expect(rateIndexAt(revisions, at(when))).toBe(factor);
  });
  test('no revision: the shipped tables', () => {
    expect(rateIndexAt([], at('2026-01-01T00:00:00Z'))).toBe(1);
  });
});
