import { describe, expect, it } from 'vitest';
import { savedActivityCode } from './search-activities.ts';

describe('savedActivityCode', () => {
  it('prefers the activity the visitor chose', () => {
    expect(savedActivityCode({ activity_code: '47.11B', naf: '10.71C' })).toBe('47.11B');
  });

  it("falls back to the company's NAF code", () => {
    expect(savedActivityCode({ activity_code: null, naf: '10.71C' })).toBe('10.71C');
    expect(savedActivityCode({ naf: '10.71C' })).toBe('10.71C');
  });

  it('is null without either', () => {
    expect(savedActivityCode({ activity_code: null, naf: null })).toBeNull();
    expect(savedActivityCode({})).toBeNull();
  });
});
