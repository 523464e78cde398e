import type { JourneyConfig } from '../config/journey-config.ts';
import { ANALYTICS_DISABLED_FLAG, type Analytics, createAnalytics } from './analytics.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';
import { consoleAdapter } from './console-adapter.ts';
import { firstPartyAdapter } from './first-party-adapter.ts';
import { createTrackingQueue, type TrackingBatch } from './tracking-queue.ts';
import { readUtm, utmCookie } from './utm-cookie.ts';

/** What the journey's analytics needs from the browser and the core. */
export type AnalyticsEdges = {
  /** The address the visitor landed on: its utm values are remembered in the tracking cookie. */
  landingUrl: string;
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  storage: Pick<Storage, 'getItem'> | undefined;
  /** Sends one batch to the core's `POST v2/events` (with `keepalive`). */
  sendBatch: (batch: TrackingBatch) => Promise<unknown>;
  onHidden?: (listener: () => void) => void;
};

/**
 * The journey's analytics from the runtime configuration (`analytics`: `enabled`, `firstParty`, `console`):
 * the landing address's utm values kept in the tracking cookie, the first-party tracking service fed through
 * the batching queue with those values, and the console in development. Another tool is one more adapter
 * pushed here (README, "Analytics"). The local-storage flag `souscrire.analytics.disabled` = `true` turns it
 * all off in one browser, the tracking cookie included.
 *
 * @example
 * const analytics = createJourneyAnalytics(config, { landingUrl: location.href, ...edges, sendBatch });
 */
export function createJourneyAnalytics(config: JourneyConfig, edges: AnalyticsEdges): Analytics {
  const adapters: AnalyticsAdapter[] = [];
  if (config.analytics.enabled && edges.storage?.getItem(ANALYTICS_DISABLED_FLAG) !== 'true') {
    const landing = new URL(edges.landingUrl);
    const cookie = utmCookie(landing.search, { secure: landing.protocol === 'https:' });
    if (cookie) edges.writeCookie(cookie);
    if (config.analytics.firstParty) {
      const queue = createTrackingQueue({
        send: edges.sendBatch,
        utm: () => readUtm(edges.readCookies()),
        ...(edges.onHidden ? { onHidden: edges.onHidden } : {}),
      });
      adapters.push(firstPartyAdapter((record) => queue.push(record)));
    }
    if (config.analytics.console) adapters.push(consoleAdapter());
  }
  return createAnalytics({ enabled: config.analytics.enabled, adapters, storage: edges.storage });
}
