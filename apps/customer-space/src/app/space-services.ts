import { inPageLanguage } from '@souscrire/app-kit';
import { type CoreApiClient, createCoreApiClient, followPageHost } from '@souscrire/core-api';
import { type ClientSession, CORE_PROXY_PATH } from '@souscrire/core-api/client-session';
import { type BrandTenantId, DEFAULT_TENANT, resolveTenant } from '@souscrire/theming';
import { QueryClient } from '@tanstack/react-query';
import type { SpaceConfig } from '../config/space-config.ts';

/** Where the space runs: its host and origin, and the page's path now (read at each call). */
export type SpacePlaceOfPage = { readonly host: string; readonly origin: string; readonly pathname: string };

/** What the pages use: configuration, tenant, session, the core client and server state. */
export type SpaceServices = {
  config: SpaceConfig;
  /** The tenant of a locale's country on this host (host first, then the country). */
  tenantFor(country: string | undefined): BrandTenantId;
  session: ClientSession;
  api: CoreApiClient;
  queryClient: QueryClient;
  /** Leaves the space for another site's address (the journey), loading it. */
  leave(url: string): void;
  /** The space's own origin (redirect_uri checks). */
  origin: string;
  /**
   * The journey address of a tenant (its own, else the deployment's); a development address follows this
   * page's host name (`plussimple.localhost`), as the journey's link here does.
   */
  journeyUrl(tenant: string): string;
};

/**
 * Wires the services. The core client calls the core through the space's own web server (`/core/...`), which
 * holds the session in an HttpOnly cookie; its tenant follows the current page's locale; a 401 forgets the
 * session (the server has removed its cookie), and the pages send the visitor back to login.
 *
 * @example
 * const services = createSpaceServices(config, createClientSession(), location, (url) => location.assign(url));
 */
export function createSpaceServices(
  config: SpaceConfig,
  session: ClientSession,
  place: SpacePlaceOfPage,
  leave: (url: string) => void,
  fetchImpl?: (request: Request) => Promise<Response>,
): SpaceServices {
  // The space has no product brands (a '{product}' host): those clients see the default theme.
  const tenantFor = (country: string | undefined): BrandTenantId => {
    const resolution = resolveTenant({ host: place.host, ...(country ? { country } : {}) });
    return resolution.tenantId === '{product}' ? DEFAULT_TENANT : resolution.tenantId;
  };
  const currentLocale = () => /^\/([a-z]{2}-[A-Z]{2})(\/|$)/.exec(place.pathname)?.[1];
  const currentCountry = () => currentLocale()?.slice(3);
  const send = fetchImpl ?? ((request: Request) => fetch(request));
  const api = createCoreApiClient({
    tenant: () => tenantFor(currentCountry()),
    resolveConfig: (tenant) => {
      const settings = config.tenants[tenant];
      // A tenant without a core in the configuration has none behind the proxy either.
      return (
        settings && {
          url: settings.coreApiUrl && `${place.origin}${CORE_PROXY_PATH}`,
          token: settings.coreApiToken,
        }
      );
    },
    onUnauthorized: () => session.logOut(),
    fetch: inPageLanguage(send, currentLocale),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
  return {
    config,
    tenantFor,
    session,
    api,
    queryClient,
    leave,
    origin: place.origin,
    journeyUrl: (tenant) =>
      followPageHost(config.tenants[tenant]?.journeyUrl ?? config.journeyUrl, place.host),
  };
}
