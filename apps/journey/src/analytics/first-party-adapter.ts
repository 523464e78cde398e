import type { AnalyticsAdapter, AnalyticsPage } from './analytics-adapter.ts';
import type { TrackingRecord } from './tracking-queue.ts';

/** The contract's longest page fields: a longer one would get the whole batch refused. */
const PAGE_LIMITS = {
  hostname: 253,
  screen: 50,
  url: 2000,
  title: 500,
  referrer: 2000,
  tag: 100,
};

function fitted(page: AnalyticsPage): AnalyticsPage {
  const fit = (value: string, field: keyof typeof PAGE_LIMITS) => value.slice(0, PAGE_LIMITS[field]);
  return {
    ...page,
    hostname: fit(page.hostname, 'hostname'),
    screen: fit(page.screen, 'screen'),
    url: fit(page.url, 'url'),
    title: fit(page.title, 'title'),
    referrer: fit(page.referrer, 'referrer'),
    ...(page.tag === undefined ? {} : { tag: fit(page.tag, 'tag') }),
  };
}

/**
 * The first-party analytics adapter: each call becomes a record of the core's events endpoint
 * (ARCHITECTURE.md, `POST v2/events`), handed to `enqueue` (the batching queue, tracking-queue.ts).
 * Identifying the visitor records an `identify` event and tags every later record with the prospect id.
 *
 * @example
 * firstPartyAdapter((record) => queue.push(record));
 */
export function firstPartyAdapter(enqueue: (record: TrackingRecord) => void): AnalyticsAdapter {
  let prospectId: string | undefined;
  const post = (record: TrackingRecord) =>
    enqueue(prospectId ? { ...record, prospect_id: prospectId } : record);
  return {
    name: 'first-party',
    identify(visitor) {
      if (visitor.id === prospectId) return;
      prospectId = visitor.id;
      post({
        type: 'event',
        name: 'identify',
        data: { eventType: 'identify', eventCategory: visitor.type, eventId: visitor.id },
      });
    },
    page: (page) => post({ type: 'page', ...fitted(page) }),
    event: (event) => post({ type: 'event', name: event.name, data: event.data }),
  };
}
