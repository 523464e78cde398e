import { expect, test } from 'vitest';
import { isAbortedError } from './is-aborted-error.ts';

test.each([
  ['an aborted fetch', new DOMException('This operation was aborted', 'AbortError'), true],
  [
    'an abort reason wrapped as a cause',
    new Error('fetch failed', { cause: new DOMException('x', 'AbortError') }),
    true,
  ],
  ['an already normalised cancelled error', { aborted: true }, true],
  ['a network failure', new TypeError('fetch failed'), false],
  ['a timeout', new DOMException('The operation timed out', 'TimeoutError'), false],
  ['a string', 'AbortError', false],
  ['nothing', undefined, false],
])('%s: %s', (_, input, expected) => {
  expect(isAbortedError(input)).toBe(expected);
});
