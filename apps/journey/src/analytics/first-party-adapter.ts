import type { AnalyticsAdapter } from './analytics-adapter.ts';

/** One record sent to the core's first-party tracking service (`POST /v2/events`). */
export type TrackingRecord =
  | { kind: 'identify'; visitor_id: string; visitor_type: 'prospect' }
  | { kind: 'page'; page: Record<string, unknown> }
  | { kind: 'event'; name: string; data: Record<string, unknown> };

/**
 * The first-party analytics adapter: each call becomes a record posted to the core's events endpoint
 * (ARCHITECTURE.md, `POST v2/events`). Sending is fire-and-forget: a failure is reported, never thrown.
 *
 * @example
 * firstPartyAdapter((record) => client.POST('/v2/events', { body: record }));
 */
export function firstPartyAdapter(
  send: (record: TrackingRecord) => Promise<unknown>,
  onError: (error: unknown) => void = () => {},
): AnalyticsAdapter {
  const post = (record: TrackingRecord) => {
    send(record).catch(onError);
  };
  return {
    name: 'first-party',
    identify: (visitor) => post({ kind: 'identify', visitor_id: visitor.id, visitor_type: visitor.type }),
    page: (page) => post({ kind: 'page', page }),
    event: (event) => post({ kind: 'event', name: event.name, data: event.data }),
  };
}
