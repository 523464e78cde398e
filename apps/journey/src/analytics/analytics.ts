import type {
  AnalyticsAdapter,
  AnalyticsEvent,
  AnalyticsPage,
  AnalyticsVisitor,
} from './analytics-adapter.ts';

/** The local-storage flag that turns analytics off in one browser. */
export const ANALYTICS_DISABLED_FLAG = 'souscrire.analytics.disabled';

/** Event names are truncated to 50 characters. */
export const EVENT_NAME_MAX_LENGTH = 50;

/** The journey's analytics: fans every call out to the enabled adapters, and to none when switched off. */
export type Analytics = {
  identify(visitor: AnalyticsVisitor): void;
  page(page: AnalyticsPage): void;
  event(event: AnalyticsEvent): void;
};

/**
 * Creates the analytics facade. An adapter that throws is reported and never breaks the journey.
 *
 * @example
 * const analytics = createAnalytics({ enabled: true, adapters: [consoleAdapter()], storage: localStorage });
 * analytics.identify({ id: prospectId, type: 'prospect' });
 */
export function createAnalytics(options: {
  enabled: boolean;
  adapters: AnalyticsAdapter[];
  storage?: Pick<Storage, 'getItem'> | undefined;
  onError?: (error: unknown, adapter: string) => void;
}): Analytics {
  const active = () => options.enabled && options.storage?.getItem(ANALYTICS_DISABLED_FLAG) !== 'true';
  const each = (call: (adapter: AnalyticsAdapter) => void) => {
    if (!active()) return;
    for (const adapter of options.adapters) {
      try {
        call(adapter);
      } catch (error) {
        options.onError?.(error, adapter.name);
      }
    }
  };
  return {
    identify: (visitor) => each((adapter) => adapter.identify(visitor)),
    page: (page) => each((adapter) => adapter.page(page)),
    event: (event) =>
      each((adapter) => adapter.event({ ...event, name: event.name.slice(0, EVENT_NAME_MAX_LENGTH) })),
  };
}
