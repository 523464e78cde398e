import { inPageLanguage } from '@souscrire/app-kit';
import { type CoreApiClient, createCoreApiClient } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import { createJourneyAnalytics } from '../analytics/create-journey-analytics.ts';
import type { JourneyConfig } from '../config/journey-config.ts';
import { coreEndpoint } from '../config/tenant-addresses.ts';
import { journeyApi } from '../core/journey-api.ts';
import { createMonitoring } from '../monitoring/monitoring.ts';
import { tenantFor } from '../router/tenant-for.ts';
import { withProspectProof } from '../session/proof-header.ts';
import type { JourneyServices } from './journey-services.ts';
import { loadDeriveTheme } from './load-derive-theme.ts';
import { createShellState } from './shell-state.ts';
import { isDerivedTheme } from './theme-for.ts';

/** The browser edges the services read; tests pass their own. */
export type BrowserEdges = {
  host: string;
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  browserLanguages: readonly string[];
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem'> | undefined;
  /** The address the visitor landed on (its utm values make the tracking cookie). */
  landingUrl: string;
  /**
   * The journey's own `/core` address, through which a browser calls the core (its web server holds the
   * session); a server render has none and calls the core itself.
   */
  coreProxy?: string;
};

/** The services the home page's first view needs, which the whole app then takes over. */
export type FrameServices = Pick<
  JourneyServices,
  | 'config'
  | 'session'
  | 'monitoring'
  | 'analytics'
  | 'shell'
  | 'clientFor'
  | 'host'
  | 'readCookies'
  | 'writeCookie'
  | 'browserLanguages'
>;

/**
 * Wires the services of the frame from the runtime configuration: one core client per tenant (bearer token,
 * client session, a 401 logs the client out), error reporting, analytics adapters and the shell state. A
 * server render passes its own `observers`: it reports and tracks nothing, the browser that hydrates it does.
 *
 * @example
 * const frame = createFrameServices(config, session, browserEdges());
 */
export function createFrameServices(
  config: JourneyConfig,
  session: ClientSession,
  edges: BrowserEdges,
  observers?: Pick<FrameServices, 'monitoring' | 'analytics'>,
): FrameServices {
  const monitoring =
    observers?.monitoring ??
    createMonitoring(config, { release: import.meta.env.VITE_JOURNEY_VERSION ?? 'dev' });
  const clients = new Map<string, CoreApiClient>();
  const clientFor = (tenant: string) => {
    let client = clients.get(tenant);
    if (!client) {
      client = createCoreApiClient({
        tenant,
        resolveConfig: coreEndpoint(config, edges.coreProxy),
        // A 401 logs the client out (the web server has removed the session cookie).
        onUnauthorized: () => session.logOut(),
        // What the core returns (activities, criteria, covers, documents) is in the page's language (a read
        // keyed by its language asks in that one, languageHeaders).
        fetch: inPageLanguage(
          async (request) => {
            // A write on a prospect carries this browser's proof (who gives the answers).
            withProspectProof(request);
            // The error-reporting trace headers (traceparent too) ride on every call to the core.
            for (const [name, value] of Object.entries(monitoring.traceHeaders())) {
              request.headers.set(name, value);
            }
            return edges.fetch(request);
          },
          () => shell.get().locale,
        ),
      });
      clients.set(tenant, client);
    }
    return client;
  };

  const shell = createShellState(
    { tenant: tenantFor(config, edges.host), locale: 'fr-FR', overrides: undefined },
    // A theme derived from a product's brand or an agent's colours needs the colour maths, which the
    // first view of a brand does not download: they load before the frame shows such a theme.
    ({ tenant, overrides }) =>
      isDerivedTheme(tenant, overrides, config.tenants[tenant]?.product) ? loadDeriveTheme() : undefined,
  );

  return {
    config,
    session,
    monitoring,
    analytics:
      observers?.analytics ??
      createJourneyAnalytics(config, {
        ...edges,
        sendBatch: (batch) => {
          const { tenant, locale } = shell.get();
          return journeyApi(clientFor(tenant), locale).track(batch);
        },
      }),
    shell,
    clientFor,
    host: edges.host,
    readCookies: edges.readCookies,
    writeCookie: edges.writeCookie,
    browserLanguages: edges.browserLanguages,
  };
}
