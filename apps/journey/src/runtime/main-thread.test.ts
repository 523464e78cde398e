import { afterEach, expect, test, vi } from 'vitest';
import { warmIntl, yieldToMain } from './main-thread.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('yieldToMain goes on in a later task', async () => {
  vi.useFakeTimers();
  const after = vi.fn();
  const yielded = yieldToMain().then(after);
  await Promise.resolve();
  expect(after).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  await yielded;
  expect(after).toHaveBeenCalledOnce();
});

test('warmIntl leaves a language tag the engine refuses to the page', () => {
  expect(() => warmIntl('not a language tag!')).not.toThrow();
  expect(() => warmIntl('fr-FR')).not.toThrow();
});
