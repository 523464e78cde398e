import type { components } from '@souscrire/core-api';
import type { AnalyticsAdapter } from './analytics-adapter.ts';

/** One record of the core's first-party tracking service (`POST /v2/events`), as the contract defines it. */
export type TrackingRecord = components['schemas']['TrackingEvent'];

/**
 * The first-party analytics adapter: each call becomes a record posted to the core's events endpoint
 * (ARCHITECTURE.md, `POST v2/events`). Identifying the visitor posts an `identify` event and tags every later
 * record with the prospect id. Sending is fire-and-forget: a failure is reported, never thrown.
 *
 * @example
 * firstPartyAdapter((record) => client.POST('/v2/events', { body: record }));
 */
export function firstPartyAdapter(
  send: (record: TrackingRecord) => Promise<unknown>,
  onError: (error: unknown) => void = () => {},
): AnalyticsAdapter {
  let prospectId: string | undefined;
  const post = (record: TrackingRecord) => {
    send(prospectId ? { ...record, prospect_id: prospectId } : record).catch(onError);
  };
  return {
    name: 'first-party',
    identify(visitor) {
      prospectId = visitor.id;
      post({
        type: 'event',
        name: 'identify',
        data: { eventType: 'identify', eventCategory: visitor.type, eventId: visitor.id },
      });
    },
    page: (page) => post({ type: 'page', ...page }),
    event: (event) => post({ type: 'event', name: event.name, data: event.data }),
  };
}
