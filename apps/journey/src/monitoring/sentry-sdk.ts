import { captureException, getCurrentScope, init, setTags } from '@sentry/react';

/** What the journey hands the SDK at start: the page's trace id is the one its calls to the core carried. */
export type SdkOptions = { dsn: string; release: string; environment: string; traceId: string };

/**
 * Starts the error-reporting SDK (@sentry/react). This module is only ever imported lazily, by
 * monitoring.ts, when there is an error to report: the pages' JavaScript stays without it. Once started,
 * uncaught errors and unhandled rejections are reported by the SDK's default integrations, under the trace
 * the page's calls to the core already carry (monitoring.ts made it), so one id links them.
 */
export function startSdk(options: SdkOptions): void {
  init({ dsn: options.dsn, release: options.release, environment: options.environment });
  getCurrentScope().setPropagationContext({ traceId: options.traceId, sampleRand: Math.random() });
}

export { captureException, setTags };
