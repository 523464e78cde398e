import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BATCH_DELAY_MS, createTrackingQueue, MAX_BATCH, type TrackingBatch } from './tracking-queue.ts';

const record = (eventId: string) => ({
  type: 'event' as const,
  name: 'step completed',
  data: { eventType: 'step', eventCategory: 'subscription', eventId },
});

describe('createTrackingQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function queue(utm = { utm_source: 'newsletter' }) {
    const batches: TrackingBatch[] = [];
    let hide = () => {};
    const onError = vi.fn();
    const created = createTrackingQueue({
      send: async (batch) => {
        batches.push(batch);
        if (batch.events[0]?.type === 'event' && batch.events[0].data.eventId === 'fail')
          throw new Error('down');
      },
      utm: () => utm,
      onError,
      onHidden: (listener) => {
        hide = listener;
      },
    });
    return { created, batches, onError, hide: () => hide() };
  }

  test('sends the records queued within the delay together, with the utm values', () => {
    const { created, batches } = queue();
    created.push(record('activity'));
    created.push(record('city'));
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(batches).toEqual([
      { events: [record('activity'), record('city')], utm: { utm_source: 'newsletter' } },
    ]);
  });

  test('sends what is queued as soon as the page is hidden, and a full batch at once', () => {
    const { created, batches, hide } = queue();
    created.push(record('activity'));
    hide();
    expect(batches).toHaveLength(1);
    for (let index = 0; index < MAX_BATCH; index += 1) created.push(record(`r${index}`));
    expect(batches).toHaveLength(2);
    expect(batches[1]?.events).toHaveLength(MAX_BATCH);
    hide();
    expect(batches).toHaveLength(2);
  });

  test('a failed send is reported, not thrown', async () => {
    const { created, onError } = queue();
    created.push(record('fail'));
    created.flush();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(Error)));
  });
});
