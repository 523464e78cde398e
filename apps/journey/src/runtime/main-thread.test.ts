import { formatDate, formatMoney, type Locale } from '@souscrire/i18n';
import { afterEach, expect, test, vi } from 'vitest';
import { warmIntl, whenIdle, yieldToMain } from './main-thread.ts';

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
  expect(() => warmIntl('not a language tag!' as Locale)).not.toThrow();
  expect(() => warmIntl('fr-FR')).not.toThrow();
});

test("warmIntl builds the formatters of the page's first prices and dates, which they reuse", () => {
  warmIntl('it-IT');
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  try {
    formatMoney(1250, 'it-IT');
    formatDate('2026-07-14', 'it-IT');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  } finally {
    numbers.mockRestore();
    dates.mockRestore();
  }
});

test('whenIdle runs the work once the browser is idle', async () => {
  const work = vi.fn();
  whenIdle(work, 50);
  expect(work).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
});
