import { captureException, getTraceData, init, setTags } from '@sentry/react';

/** What the journey hands the SDK at start. */
export type SdkOptions = { dsn: string; release: string; environment: string };

/**
 * Starts the error-reporting SDK (@sentry/react). This module is only ever imported lazily, by
 * monitoring.ts, when the runtime configuration names a DSN: the first page's JavaScript stays without it.
 * Uncaught errors and unhandled rejections are reported by the SDK's default integrations; the W3C
 * `traceparent` is produced beside `sentry-trace` and `baggage` (`propagateTraceparent`).
 */
export function startSdk(options: SdkOptions): void {
  init({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    propagateTraceparent: true,
  });
}

/** The trace headers of an outgoing request, W3C `traceparent` included. */
export function traceHeaders(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(getTraceData({ propagateTraceparent: true })).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export { captureException, setTags };
