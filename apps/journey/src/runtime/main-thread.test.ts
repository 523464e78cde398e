import { afterEach, expect, test, vi } from 'vitest';
import { sendReadsApart, warmIntl, yieldToMain } from './main-thread.ts';

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

test('sendReadsApart sends a read in a later task, and a write at once', async () => {
  vi.useFakeTimers();
  const send = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
  const apart = sendReadsApart(send);
  const write = new Request('http://core.test/v2/prospects/p-1', { method: 'PUT', body: '{}' });
  const read = new Request('http://core.test/v2/prospects/p-1/offer');

  const written = apart(write);
  const sent = apart(read);
  await Promise.resolve();
  expect(send.mock.calls.map(([input]) => input)).toEqual([write]);
  await vi.advanceTimersByTimeAsync(0);
  await Promise.all([written, sent]);
  expect(send.mock.calls.map(([input]) => input)).toEqual([write, read]);
});
