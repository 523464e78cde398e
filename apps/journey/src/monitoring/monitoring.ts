import {
  dynamicSamplingContextToSentryBaggageHeader,
  generateSentryTraceHeader,
  generateSpanId,
  generateTraceId,
  generateTraceparentHeader,
} from '@sentry/core';
import { isDebugEnvironment } from '@souscrire/workflow';
import type { JourneyConfig } from '../config/journey-config.ts';

/** What every report says about where it happened (tenant, locale, step; the release is global). */
export type MonitoringScope = { tenant: string; locale: string; step: string | undefined };

/** Error reporting as the journey uses it; a no-op without a DSN. */
export type Monitoring = {
  /** Whether a DSN is configured (reports are sent). */
  readonly enabled: boolean;
  /** Whether the debug panel may offer to throw a test error (configured, and never in production). */
  readonly testErrors: boolean;
  /** The trace headers for a request to the core (`sentry-trace`, `baggage`, `traceparent`); none when off. */
  traceHeaders(): Record<string, string>;
  /** Where the visitor is now: tags of every later report. */
  setScope(scope: MonitoringScope): void;
  /** Reports an error (a fatal page's). */
  captureException(error: unknown): void;
};

type Sdk = typeof import('./sentry-sdk.ts');

/** The options of {@link createMonitoring}; tests pass their own SDK and page. */
export type MonitoringOptions = {
  release: string;
  loadSdk?: () => Promise<Sdk>;
  /** Where uncaught errors are heard before the SDK is there (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

const OFF: Monitoring = {
  enabled: false,
  testErrors: false,
  traceHeaders: () => ({}),
  setScope: () => {},
  captureException: () => {},
};

/** Whether the debug panel offers to throw a test error: configured, in a debug environment, never in production. */
function offersTestErrors(config: JourneyConfig): boolean {
  return (
    config.monitoring?.testErrors === true &&
    config.environment !== 'production' &&
    isDebugEnvironment(config.environment)
  );
}

/**
 * Error reporting as a page rendered on the server sees it: nothing is reported from there (a
 * render that fails is the web server's to log), and the debug panel is the one the browser shows.
 *
 * @example
 * const frame = { config, shell, monitoring: serverMonitoring(config), navigate };
 */
export function serverMonitoring(config: JourneyConfig): Monitoring {
  return { ...OFF, testErrors: offersTestErrors(config) };
}

/**
 * Error reporting from the runtime configuration. No DSN: nothing is reported and the SDK is
 * never downloaded. With a DSN, the SDK (its own chunk, 31 KB) is downloaded only when there is something to
 * report, as Sentry's own loader does: a visit without an error never pays for it (the first view's budget).
 * - The trace of the page is made here (`@sentry/core`'s generators) and rides on every call to the core at
 *   once (`sentry-trace`, `baggage`, W3C `traceparent`); the SDK, once started, reports under that same trace
 *   id, so a browser error and the core's log lines share one id.
 * - Until the SDK is there, uncaught errors and unhandled rejections are heard on the window and handed to it;
 *   once started, its own handlers take over. The latest scope (tenant, locale, step) is kept for it.
 *
 * @example
 * const monitoring = createMonitoring(config, { release: import.meta.env.VITE_JOURNEY_VERSION });
 * monitoring.setScope({ tenant: 'maif', locale: 'fr-FR', step: 'offer' });
 */
export function createMonitoring(config: JourneyConfig, options: MonitoringOptions): Monitoring {
  const settings = config.monitoring;
  if (settings === undefined) return OFF;
  const traceId = generateTraceId();
  const baggage = dynamicSamplingContextToSentryBaggageHeader({
    trace_id: traceId,
    public_key: new URL(settings.dsn).username,
    release: options.release,
    environment: config.environment,
  });
  const load = options.loadSdk ?? (() => import('./sentry-sdk.ts'));
  const target = options.target ?? window;
  let scope: MonitoringScope | undefined;
  let sdk: Promise<Sdk | undefined> | undefined;

  const tagsOf = (where: MonitoringScope) => ({
    tenant: where.tenant,
    locale: where.locale,
    step: where.step ?? 'none',
  });
  const started = (): Promise<Sdk | undefined> => {
    sdk ??= load().then(
      (module) => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        module.startSdk({
          dsn: settings.dsn,
          release: options.release,
          environment: config.environment,
          traceId,
        });
        if (scope) module.setTags(tagsOf(scope));
        return module;
      },
      // A chunk that cannot load (offline, a new deployment) must not break the page it reports on.
      () => undefined,
    );
    return sdk;
  };
  const captureException = (error: unknown) => {
    void started().then((module) => module?.captureException(error));
  };
  const onError = (event: ErrorEvent) => captureException(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => captureException(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  return {
    enabled: true,
    testErrors: offersTestErrors(config),
    traceHeaders: () => {
      const spanId = generateSpanId();
      return {
        'sentry-trace': generateSentryTraceHeader(traceId, spanId),
        traceparent: generateTraceparentHeader(traceId, spanId),
        ...(baggage === undefined ? {} : { baggage }),
      };
    },
    setScope: (where) => {
      scope = where;
      void sdk?.then((module) => module?.setTags(tagsOf(where)));
    },
    captureException,
  };
}
