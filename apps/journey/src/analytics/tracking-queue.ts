import type { components } from '@souscrire/core-api';

/** One record of the core's first-party tracking service (`POST /v2/events`), as the contract defines it. */
export type TrackingRecord = components['schemas']['TrackingEvent'];

/** The visitor's utm values (the tracking cookie), sent with each batch. */
export type TrackingUtm = components['schemas']['TrackingUtm'];

/** A batch as the contract takes it: at most 50 records, with the visitor's utm values. */
export type TrackingBatch = components['schemas']['TrackingBatch'];

/** The contract's largest batch. */
export const MAX_BATCH = 50;

/** How long records wait for others before they are sent together. */
export const BATCH_DELAY_MS = 2000;

/** The queue of records waiting to be sent. */
export type TrackingQueue = {
  push(record: TrackingRecord): void;
  /** Sends everything queued now (the page is being hidden or closed). */
  flush(): void;
};

/**
 * Calls `listener` when the page is hidden (`visibilitychange` to hidden: tab switched, app backgrounded,
 * tab closing) or left (`pagehide`): the last moments a page can still send (the browser keeps `keepalive`
 * requests going after the page is gone).
 */
export function onPageHidden(listener: () => void): void {
  if (typeof document === 'undefined') return;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') listener();
  });
  globalThis.addEventListener?.('pagehide', listener);
}

/**
 * Queues tracking records and sends them in batches: after {@link BATCH_DELAY_MS}, at once when a
 * batch is full, and whatever is queued when the page is hidden or closed. `send` is expected to use
 * `fetch(..., { keepalive: true })` so a batch sent as the tab closes still arrives (`navigator.sendBeacon`
 * cannot carry the tenant's bearer token). A failed send is reported, never thrown.
 *
 * @example
 * const queue = createTrackingQueue({ send: (batch) => api.track(batch), utm: () => readUtm(document.cookie) });
 * queue.push({ type: 'event', name: 'formula chosen', data });
 */
export function createTrackingQueue(options: {
  send: (batch: TrackingBatch) => Promise<unknown>;
  utm: () => TrackingUtm | undefined;
  onError?: (error: unknown) => void;
  onHidden?: (listener: () => void) => void;
  delayMs?: number;
}): TrackingQueue {
  let queued: TrackingRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const records = queued;
    queued = [];
    if (records.length === 0) return;
    const utm = options.utm();
    for (let start = 0; start < records.length; start += MAX_BATCH) {
      const events = records.slice(start, start + MAX_BATCH);
      options.send(utm ? { events, utm } : { events }).catch((error) => options.onError?.(error));
    }
  };

  (options.onHidden ?? onPageHidden)(flush);
  return {
    push(record) {
      queued.push(record);
      if (queued.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, options.delayMs ?? BATCH_DELAY_MS);
    },
    flush,
  };
}
