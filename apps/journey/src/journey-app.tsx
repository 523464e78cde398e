import { detectLocale, type Locale } from '@souscrire/i18n';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FrameServices } from './app/create-frame-services.ts';
import { createServices } from './app/create-services.ts';
import { createI18nStore } from './app/i18n-store.ts';
import { App } from './app.tsx';
import { configLoadError, type LoadConfigResult } from './config/load-config.ts';
import type { Product } from './core/journey-api.ts';
import { journeyKeys } from './core/query-keys.ts';
import { ConfigFailurePage } from './errors/config-failure-page.tsx';
import { JOURNEY_PAGE_DATA_ID, type JourneyPageData } from './first-view/journey-page-data.ts';
import { renderAfresh } from './first-view/render-afresh.tsx';
import { serverRenderedData } from './first-view/server-rendered-data.ts';
import { stepOfRoute } from './monitoring/route-scope.ts';
import { createJourneyRouter, type JourneyRouter } from './router/create-journey-router.ts';
import { tenantFor } from './router/tenant-for.ts';
import { yieldToMain } from './runtime/main-thread.ts';

/** A catalogue the page already fetched (the home page's first view), so the app does not fetch it again. */
export type KnownCatalogue = {
  tenant: string;
  country: string;
  locale: Locale;
  products: readonly Product[];
};

/**
 * Hydrates a page the web server rendered (`render-journey-page.tsx`) once the router has loaded it from the
 * server's answers, as the server did. The router then renders as on the server, without the suspense
 * boundary it puts around its matches in a browser-only render (TanStack Router's own hydration sets the same
 * `ssr` mark). The page, `inert` until then (the web server's), is let go once rendered: a choice made on the
 * HTML alone would be the browser's, not React's. A router that ends elsewhere (the workflow moved since, the
 * core's answer changed) renders the page afresh.
 */
async function hydrateRenderedPage(container: HTMLElement, router: JourneyRouter, app: ReactNode) {
  const href = router.latestLocation.href;
  // The router's load (its routes' checks, the page's answers read from the cache) in a task of its own, after
  // the one that made the services and the router: together they made one long task on a phone.
  await yieldToMain();
  const loaded = await router.load().then(
    () =>
      router.state.location.href === href &&
      router.state.matches.every((match) => match.status === 'success'),
    () => false,
  );
  if (!loaded) {
    renderAfresh(container, app);
    return;
  }
  router.ssr = { manifest: undefined };
  const rendered = router.subscribe('onRendered', () => {
    rendered();
    container.inert = false;
  });
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

/**
 * Starts the whole journey (router, server state, every screen) in `container` at the page's address, with the
 * frame's services (made by the entry, or by the home page's first view it takes over from). A page
 * the web server rendered is hydrated from the answers it was rendered from.
 *
 * @example
 * const router = startJourneyApp(document.getElementById('root'), frame, { entryReferrer: document.referrer });
 */
export function startJourneyApp(
  container: HTMLElement,
  frame: FrameServices,
  options: { entryReferrer: string; catalogue?: KnownCatalogue | undefined },
): JourneyRouter {
  const services = createServices(frame, { fetch: (input, init) => fetch(input, init), ...options });
  const { catalogue } = options;
  if (catalogue) {
    services.queryClient.setQueryData(
      journeyKeys.inLanguage(journeyKeys.products(catalogue.tenant, catalogue.country), catalogue.locale),
      [...catalogue.products],
    );
  }
  services.versionWatcher.start();
  const router = createJourneyRouter(services);
  // Every error report says where the visitor was (tenant, locale, step).
  const tagScope = () => {
    const { tenant, locale } = services.shell.get();
    const step = stepOfRoute(router.state.matches.at(-1)?.staticData.routeName);
    services.monitoring.setScope({ tenant, locale, step });
  };
  router.subscribe('onResolved', tagScope);
  // The first render as a transition, which React renders in slices, yielding to the browser
  // between them; a page opened at a step is not one long task that holds input and paint.
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const country = detectLocale({ pathPrefix: location.pathname, cookie: '', browserLanguages: [] }).country;
  const rendered = serverRenderedData<JourneyPageData>(container, JOURNEY_PAGE_DATA_ID, {
    tenant: tenantFor(frame.config, frame.host, country),
    environment: frame.config.environment,
    href: `${location.pathname}${location.search}`,
  });
  if (rendered) {
    hydrate(services.queryClient, rendered.queries);
    void hydrateRenderedPage(container, router, app);
  } else {
    renderAfresh(container, app);
  }
  return router;
}

/** What shows when the runtime configuration cannot be loaded or is invalid, in the page's language. */
export async function showConfigFailure(
  container: HTMLElement,
  result: Exclude<LoadConfigResult, { kind: 'ok' }>,
): Promise<void> {
  console.error(configLoadError(result));
  const i18n = createI18nStore();
  const detected = detectLocale({
    pathPrefix: location.pathname,
    cookie: document.cookie,
    browserLanguages: navigator.languages,
  });
  await i18n.activate(detected.locale);
  const active = i18n.get();
  if (active) createRoot(container).render(<ConfigFailurePage active={active} />);
}
