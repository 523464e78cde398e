import type { AnalyticsAdapter } from './analytics-adapter.ts';

/**
 * An analytics adapter that writes to the console: the development stand-in for the analytics tools.
 *
 * @example
 * createAnalytics({ enabled: true, adapters: [consoleAdapter()] });
 */
export function consoleAdapter(log: (...args: unknown[]) => void = console.info): AnalyticsAdapter {
  return {
    name: 'console',
    identify: (visitor) => log('[analytics] identify', visitor),
    page: (page) => log('[analytics] page', page),
    event: (event) => log('[analytics] event', event),
  };
}
