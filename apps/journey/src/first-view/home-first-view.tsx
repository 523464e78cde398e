import { loadMessages, localeCookie, matchLocalizedPath, parseLocale } from '@souscrire/i18n';
import { PREFETCH_DELAY_MS } from '@souscrire/workflow';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { recordPageView } from '../analytics/record-page-view.ts';
import type { FrameServices } from '../app/create-frame-services.ts';
import type { Frame } from '../app/frame-context.ts';
import type { ActiveMessages } from '../app/i18n-store.ts';
import type { JourneyConfig } from '../config/journey-config.ts';
import { journeyApi, type Product } from '../core/journey-api.ts';
import { markNavigated } from '../layouts/page-transition.ts';
import { tenantFor } from '../router/tenant-for.ts';
import { type ConnectionInfo, schedulePrefetch } from '../runtime/schedule-prefetch.ts';
import { HOME_VIEW_DATA_ID, HomeView, type HomeViewData } from './home-view.tsx';
import { replayEarlyChoices } from './replay-early-choices.ts';
import { serverRenderedData } from './server-rendered-data.ts';
import '../layouts/layout.css';

/** The whole journey's module, loaded when the visitor leaves the home page (and ahead of it when idle). */
type JourneyAppModule = typeof import('../journey-app.tsx');

/**
 * Whether the page is a home page the first view shows: an exact `{lang}-{COUNTRY}` prefix and nothing after
 * it, outside production (whose home sends visitors to the marketplace, a redirect the router makes).
 *
 * @example
 * isHomeFirstView(config, '/fr-FR'); // true
 * isHomeFirstView(config, '/fr-FR/connexion'); // false
 */
export function isHomeFirstView(config: JourneyConfig, pathname: string): boolean {
  const match = matchLocalizedPath(pathname);
  return (
    match?.routeName === 'home' &&
    pathname.split('/')[1] === match.locale &&
    config.environment !== 'production'
  );
}

/**
 * The home page's first view: React, the frame's header, footer and language links, the home
 * screen and the home page's messages, without the router, server-state cache or the other screens' code and
 * messages. It does what the router's locale, layout and home routes do for this page (the locale cookie, the
 * tenant's theme, the catalogue, the page view) with the same components. Leaving it (start, a language, the
 * logo) loads the whole journey, fetched ahead when the browser is idle, which takes over at the new address
 * once its page is ready; the first view stays on screen until then. A catalogue that cannot be fetched is
 * left to the journey, which shows the error page of its status.
 *
 * @example
 * if (isHomeFirstView(config, location.pathname)) await showHomeFirstView(element, frame, () => import('../journey-app.tsx'));
 */
export async function showHomeFirstView(
  element: HTMLElement,
  frame: FrameServices,
  loadApp: () => Promise<JourneyAppModule>,
): Promise<void> {
  const homeHref = `${location.pathname}${location.search}`;
  const match = matchLocalizedPath(location.pathname);
  const parts = match ? parseLocale(match.locale) : null;
  if (!match || !parts) throw new Error(`${location.pathname} is not a home page`);
  const locale = match.locale;
  const tenant = tenantFor(frame.config, frame.host, parts.country);
  const startApp = async (container: HTMLElement, catalogue?: readonly Product[]) =>
    (await loadApp()).startJourneyApp(container, frame, {
      entryReferrer: catalogue ? `${location.origin}${homeHref}` : document.referrer,
      catalogue: catalogue ? { tenant, country: parts.country, locale, products: catalogue } : undefined,
    });

  // What the locale route does: the locale cookie, the tenant and locale of the frame.
  frame.writeCookie(localeCookie(locale, { secure: location.protocol === 'https:' }));
  // A page the web server rendered comes with the catalogue it rendered: the browser hydrates that page.
  const rendered = serverRenderedData<HomeViewData>(element, HOME_VIEW_DATA_ID, {
    tenant,
    environment: frame.config.environment,
  });
  const [messages, catalogue] = await Promise.all([
    loadMessages(locale, 'home'),
    rendered?.catalogue ??
      journeyApi(frame.clientFor(tenant), locale)
        .products(parts.country)
        .catch(() => undefined),
    frame.shell.set({ tenant, locale }),
  ]);
  if (!catalogue) {
    // The journey fetches it again and shows the page of its error (maintenance, generic...).
    await startApp(element);
    return;
  }
  frame.monitoring.setScope({ tenant, locale, step: 'home' });

  let leaving = false;
  // Leaving the page: the journey starts at the new address in a hidden element and replaces the first view
  // once its page is ready (or its error page), so nothing blank shows in between.
  const navigate = (href: string) => {
    if (leaving || href === homeHref) return;
    leaving = true;
    markNavigated();
    history.pushState(null, '', href);
    const appElement = document.createElement('div');
    appElement.hidden = true;
    element.after(appElement);
    startApp(appElement, catalogue).then(
      (router) => {
        const stop = router.subscribe('onResolved', () => {
          stop();
          root.unmount();
          element.remove();
          appElement.id = 'root';
          appElement.hidden = false;
        });
      },
      // The journey's code could not be loaded (a new deployment): the browser loads the page instead.
      () => location.assign(href),
    );
  };
  const frameValue: Frame = {
    config: frame.config,
    shell: frame.shell,
    monitoring: frame.monitoring,
    navigate,
  };
  const active: ActiveMessages = { locale, messages };
  // Once the page is shown with its title: the page view (as the router's are taken), and on a page the server
  // rendered, the cards the visitor ticked before the code ran, and the start they pressed without a product.
  const onShown = () => {
    if (rendered) replayEarlyChoices(element);
    recordPageView(frame.analytics, {
      url: homeHref,
      referrer: document.referrer,
      language: parts.language,
      routeName: 'home',
    });
  };
  const view = (
    <HomeView
      active={active}
      frame={frameValue}
      location={{ pathname: location.pathname, search: location.search }}
      catalogue={catalogue}
      onShown={onShown}
      onError={(error) => frame.monitoring.captureException(error)}
    />
  );
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one 40 ms task on a desktop, four times that on a phone), and a tap
  // on a part not yet hydrated is replayed once it is.
  let root: Root;
  if (rendered) {
    startTransition(() => {
      root = hydrateRoot(element, view);
    });
  } else {
    root = createRoot(element);
    root.render(view);
  }

  // The next screens' code and messages, ahead of the visitor's start (on non-slow connections).
  schedulePrefetch(() => Promise.all([loadApp(), loadMessages(locale)]), {
    delayMs: PREFETCH_DELAY_MS,
    connection: (navigator as { connection?: ConnectionInfo }).connection,
  });
}
