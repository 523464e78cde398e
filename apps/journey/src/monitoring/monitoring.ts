import { isDebugEnvironment } from '@souscrire/workflow';
import type { JourneyConfig } from '../config/journey-config.ts';

/** What every report says about where it happened (issue 15: tenant, locale, step; the release is global). */
export type MonitoringScope = { tenant: string; locale: string; step: string | undefined };

/** Error reporting as the journey uses it; a no-op without a DSN. */
export type Monitoring = {
  /** Whether a DSN is configured (reports are sent). */
  readonly enabled: boolean;
  /** Whether the debug panel may offer to throw a test error (configured, and never in production). */
  readonly testErrors: boolean;
  /** The trace headers for a request to the core (`sentry-trace`, `baggage`, `traceparent`); none when off. */
  traceHeaders(): Promise<Record<string, string>>;
  /** Where the visitor is now: tags of every later report. */
  setScope(scope: MonitoringScope): void;
  /** Reports an error (a fatal page's). */
  captureException(error: unknown): void;
};

type Sdk = typeof import('./sentry-sdk.ts');

/** The options of {@link createMonitoring}; tests pass their own SDK. */
export type MonitoringOptions = { release: string; loadSdk?: () => Promise<Sdk> };

const OFF: Monitoring = {
  enabled: false,
  testErrors: false,
  traceHeaders: async () => ({}),
  setScope: () => {},
  captureException: () => {},
};

/**
 * Error reporting from the runtime configuration (issue 15). No DSN: nothing is reported and the SDK is
 * never downloaded. With a DSN, the SDK is imported lazily (its own chunk, after the first page's
 * JavaScript) and started with the build's release; until it is there, the scope is kept and the requests
 * to the core wait for their trace headers, so every one of them carries them.
 *
 * @example
 * const monitoring = createMonitoring(config, { release: import.meta.env.VITE_JOURNEY_VERSION });
 * monitoring.setScope({ tenant: 'maif', locale: 'fr-FR', step: 'offer' });
 */
export function createMonitoring(config: JourneyConfig, options: MonitoringOptions): Monitoring {
  const settings = config.monitoring;
  if (settings === undefined) return OFF;
  const load = options.loadSdk ?? (() => import('./sentry-sdk.ts'));
  const sdk: Promise<Sdk | undefined> = load().then(
    (module) => {
      module.startSdk({ dsn: settings.dsn, release: options.release, environment: config.environment });
      return module;
    },
    // A chunk that cannot load (offline, a new deployment) must not stop the journey's calls.
    () => undefined,
  );
  return {
    enabled: true,
    testErrors:
      settings.testErrors && config.environment !== 'production' && isDebugEnvironment(config.environment),
    traceHeaders: async () => (await sdk)?.traceHeaders() ?? {},
    setScope: (scope) => {
      void sdk.then((module) =>
        module?.setTags({ tenant: scope.tenant, locale: scope.locale, step: scope.step ?? 'none' }),
      );
    },
    captureException: (error) => {
      void sdk.then((module) => module?.captureException(error));
    },
  };
}
