import { createCoreApiClient } from '@souscrire/core-api';
import { createI18n, loadMessages, matchLocalizedPath, parseLocale } from '@souscrire/i18n';
import type { PageRenderer } from '@souscrire/web-server';
import { prerender } from 'react-dom/static';
import type { Frame } from '../app/frame-context.ts';
import { createShellState } from '../app/shell-state.ts';
import { parseConfig } from '../config/load-config.ts';
import { coreEndpoint } from '../config/tenant-addresses.ts';
import { journeyApi } from '../core/journey-api.ts';
import { serverMonitoring } from '../monitoring/monitoring.ts';
import { tenantFor } from '../router/tenant-for.ts';
import { isHomeFirstView } from './home-first-view.tsx';
import { HOME_VIEW_DATA_ID, HomeView, type HomeViewData } from './home-view.tsx';
import { renderedHead } from './rendered-head.ts';

/** How long the server waits for the catalogue before it leaves the page to the browser. */
const CATALOGUE_TIMEOUT_MS = 2_000;

/**
 * Renders the home page's first view on the server, as `@souscrire/web-server`'s `PageRenderer` (a
 * phone on slow 4G paints the page from the HTML, before its 107 KB of code run; the browser then hydrates it,
 * `showHomeFirstView`). Only the pages the
 * browser's first view shows are rendered (`isHomeFirstView`); any other page, an invalid configuration or a
 * catalogue that cannot be fetched answers undefined, and the browser renders the page itself as before.
 *
 * @example
 * const page = await renderHomePage({ url: new URL('https://maif.example/fr-FR'), config, fetch, cookie: '' });
 * page?.root; // '<a class="sc-skip-link" ...'
 */
export const renderHomePage: PageRenderer = async (request) => {
  const parsed = parseConfig(request.config);
  if (parsed.kind !== 'ok' || !isHomeFirstView(parsed.config, request.url.pathname)) return undefined;
  const { config } = parsed;
  const match = matchLocalizedPath(request.url.pathname);
  const parts = match ? parseLocale(match.locale) : null;
  if (!match || !parts) return undefined;
  const locale = match.locale;
  const tenant = tenantFor(config, request.url.host, parts.country);
  const client = createCoreApiClient({
    tenant,
    resolveConfig: coreEndpoint(config),
    // The catalogue in the page's language, as the browser asks for it.
    fetch: (call) => {
      call.headers.set('accept-language', locale);
      return request.fetch(call, { signal: AbortSignal.timeout(CATALOGUE_TIMEOUT_MS) });
    },
  });
  const [messages, catalogue] = await Promise.all([
    loadMessages(locale, 'home'),
    journeyApi(client, locale)
      .products(parts.country)
      .catch(() => undefined),
  ]);
  // The browser fetches it again and shows the page of its error.
  if (!catalogue) return undefined;

  const frame: Frame = {
    config,
    shell: createShellState({ tenant, locale, overrides: undefined }),
    monitoring: serverMonitoring(config),
    navigate: () => {
      throw new Error('A page rendered on the server does not navigate');
    },
  };
  const { prelude } = await prerender(
    <HomeView
      active={{ locale, messages }}
      frame={frame}
      location={{ pathname: request.url.pathname, search: request.url.search }}
      catalogue={catalogue}
      // Effects and error boundaries do not run on a server: a render that throws rejects `prerender`, and the
      // web server then sends the page unrendered.
      onShown={() => undefined}
      onError={() => undefined}
    />,
  );
  const intl = createI18n({ locale, messages });
  const data: HomeViewData = { tenant, environment: config.environment, catalogue };
  return {
    ...(await renderedHead(config, {
      tenant,
      overrides: undefined,
      intl,
      title: intl.formatMessage({ id: 'home.title' }),
    })),
    root: await new Response(prelude).text(),
    data: { id: HOME_VIEW_DATA_ID, json: JSON.stringify(data) },
  };
};
