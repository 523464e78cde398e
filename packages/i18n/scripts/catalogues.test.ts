import { expect, test } from 'vitest';
import { withFallback } from './catalogues.ts';

test('an untranslated id takes the source text, in source order; unknown ids are dropped', () => {
  const source = { a: 'A', b: 'B', c: 'C' };
  expect(withFallback({ c: 'C de', a: 'A de', stale: 'x' }, source)).toEqual({
    merged: { a: 'A de', b: 'B', c: 'C de' },
    filled: ['b'],
  });
});

test('a complete translation fills nothing', () => {
  expect(withFallback({ a: 'A it' }, { a: 'A' })).toEqual({ merged: { a: 'A it' }, filled: [] });
});
