import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ticketWordsIn, ticketWordsOfRepository } from './ticket-words.ts';

describe('ticket words', () => {
  test('finds a ticket, a specification section and a round, in any case', () => {
    const text = [
      '// issue 16: the rule',
      ' * (spec 4)',
      'Spec 7. A call',
      '(twelfth round)',
      'round 3 of it',
    ].join('\n');
    expect(ticketWordsIn('a.ts', text).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5]);
  });

  test('finds a citation broken over two lines of a comment, once, on its first line', () => {
    const text = [
      ' * Contracts carries the proof this browser holds (issue',
      ' * 13); without one, the outcome is proof.',
      '// the next step asks for the round',
      '// 2 answers later',
    ].join('\n');
    expect(ticketWordsIn('a.ts', text).map(({ line }) => line)).toEqual([1, 3]);
  });

  test('leaves words that only look alike', () => {
    const text = [
      '--rounds 2',
      'Math.round(2)',
      'a round trip',
      'the specification',
      'issues of the bank',
      'an issue',
      'a paragraph ending with round',
      'trip of 2 s',
    ].join('\n');
    expect(ticketWordsIn('a.ts', text)).toEqual([]);
  });

  test('reads the tracked files and names the line', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const found = ticketWordsOfRepository(root);
    expect(found.every(({ path, line }) => path.length > 0 && line > 0)).toBe(true);
    expect(found.some(({ path }) => path.startsWith('docs/decisions/'))).toBe(false);
  });
});
