import { CLIENT_SESSION_HEADER } from '@souscrire/core-api';
import { createClientSession } from '@souscrire/core-api/client-session';
import { createI18n, type MessageId, matchLocalizedPath, parseLocale } from '@souscrire/i18n';
import type { PageRenderer } from '@souscrire/web-server';
import { guardsForRoute } from '@souscrire/workflow';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createAnalytics } from '../analytics/analytics.ts';
import { createFrameServices } from '../app/create-frame-services.ts';
import { createServices } from '../app/create-services.ts';
import { App } from '../app.tsx';
import { parseConfig } from '../config/load-config.ts';
import { serverMonitoring } from '../monitoring/monitoring.ts';
import { createJourneyRouter } from '../router/create-journey-router.ts';
import { tenantFor } from '../router/tenant-for.ts';
import { confirmSessionFor } from '../session/earn-client-session.ts';
import { withProspectProof } from '../session/proof-header.ts';
import { cookieProofs, prospectProof } from '../session/prospect-proof.ts';
import { SCREEN_ROUTES, screenModule } from '../steps/step-screens.ts';
import { JOURNEY_PAGE_DATA_ID, type JourneyPageData } from './journey-page-data.ts';
import { renderedHead } from './rendered-head.ts';

/** How long the server waits for the core's answers before it leaves the page to the browser. */
const READS_TIMEOUT_MS = 2_000;

/** A call the server render refused: it only reads (a page it would have to write for is the browser's). */
class ReadOnlyRender extends Error {}

/**
 * The screen of a subscription page the server renders: a step's screen, opened from its address or a resume
 * link on a phone on slow 4G; a step whose guards need a client session only for a visitor who holds one.
 */
function renderedScreen(routeName: string, session: string | undefined) {
  const route = SCREEN_ROUTES.find((screenRoute) => screenRoute.name === routeName);
  const needsSession = guardsForRoute(routeName).includes('clientAuthentication');
  return route && (session !== undefined || !needsSession) ? route.screen : undefined;
}

/** Resolves once no query is fetching: the reads a route starts without awaiting them (its page's data). */
function readsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Renders a subscription page on the server with the journey's own router, as `@souscrire/web-server`'s
 * `PageRenderer` (the page paints from the HTML, before its code runs; the browser then hydrates it
 * from the same answers, `startJourneyApp`). The server only reads, with the tenant's token, the prospect's
 * proof the visitor's cookie carries (`proofCookie`) and the client session of its HttpOnly cookie (which the
 * web server hands over as `session`), what that browser may read itself through the core proxy. It leaves the
 * page to the browser (undefined) when the cookie carries neither a proof of the prospect nor a session (its
 * reads would be refused), when the page needs a client session the visitor does not hold, when the core does
 * not confirm that the session held may act on the prospect (an ended one is the browser's to forget), when the browser says it is signed
 * in but no session came with it, when the page needs a write (a position to move, a screen to skip), and when
 * the router ends anywhere else than on that page (a redirect, a not-found, an error, an answer later than two
 * seconds).
 *
 * @example
 * const page = await renderJourneyPage({ url: new URL('https://maif.example/fr-FR/souscription/6f1c…/offre'), config, fetch, cookie: '' });
 * page?.modules; // ['src/journey-app.tsx', 'src/steps/offer/offer-screen.tsx']
 */
export const renderJourneyPage: PageRenderer = async (request) => {
  const parsed = parseConfig(request.config);
  const match = matchLocalizedPath(request.url.pathname);
  const { session } = request;
  const screen = match ? renderedScreen(match.routeName, session) : undefined;
  const clientSession = createClientSession(request.cookie);
  // Every read of a prospect needs its proof: the one the visitor's cookie carries (`proofCookie`).
  const proofs = cookieProofs(request.cookie);
  const id = match?.params.id;
  if (
    parsed.kind !== 'ok' ||
    !match ||
    !screen ||
    id === undefined ||
    // Reads of a prospect need its proof, or a client session that may act on it (confirmed below).
    (prospectProof(id, proofs) === undefined && session === undefined) ||
    (clientSession.signedIn() && session === undefined)
  ) {
    return undefined;
  }
  const { config } = parsed;
  const href = `${request.url.pathname}${request.url.search}`;
  const deadline = AbortSignal.timeout(READS_TIMEOUT_MS);
  const fetchReads: typeof fetch = (input, init) => {
    const call = new Request(input, init);
    if (call.method !== 'GET') return Promise.reject(new ReadOnlyRender(`${call.method} ${call.url}`));
    withProspectProof(call, proofs);
    if (session !== undefined) call.headers.set(CLIENT_SESSION_HEADER, session);
    return request.fetch(call, { signal: deadline });
  };
  const frame = createFrameServices(
    config,
    clientSession,
    {
      host: request.url.host,
      readCookies: () => request.cookie,
      writeCookie: () => undefined,
      browserLanguages: [],
      fetch: fetchReads,
      storage: undefined,
      landingUrl: request.url.href,
    },
    { monitoring: serverMonitoring(config), analytics: createAnalytics({ enabled: false, adapters: [] }) },
  );
  const services = createServices(frame, { fetch: fetchReads, entryReferrer: '' });
  services.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (session !== undefined) {
    const country = parseLocale(match.locale)?.country;
    const client = frame.clientFor(tenantFor(config, request.url.host, country));
    // Read with a session only once the core confirms it may act on the prospect: an ended one (401) is the
    // browser's to forget, and a step that needs one is not shown without it.
    if (!(await confirmSessionFor(client, clientSession, id).catch(() => false))) return undefined;
  }
  const router = createJourneyRouter(services, { at: href });
  try {
    await router.load();
    await readsSettled(services.queryClient);
    const { matches, location } = router.state;
    const shown =
      location.pathname === request.url.pathname &&
      matches.every((routeMatch) => routeMatch.status === 'success') &&
      matches.at(-1)?.staticData.routeName === match.routeName;
    const active = services.i18n.get();
    if (!shown || !active || deadline.aborted) return undefined;

    const { prelude } = await prerender(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      // Every boundary in place: React would otherwise send a large one apart, with an inline script (which the
      // page's CSP does not allow) to move it in.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const { tenant, overrides } = services.shell.get();
    const intl = createI18n(active);
    // As the browser titles the page (DocumentTheme): the deepest route's title first.
    const titles = matches
      .map((routeMatch) => routeMatch.staticData.titleMessage)
      .filter((id): id is MessageId => Boolean(id))
      .reverse()
      .map((id) => intl.formatMessage({ id }));
    const data: JourneyPageData = {
      tenant,
      environment: config.environment,
      href,
      queries: dehydrate(services.queryClient),
    };
    return {
      ...(await renderedHead(config, { tenant, overrides, intl, title: titles.join(' - ') })),
      root: await new Response(prelude).text(),
      data: { id: JOURNEY_PAGE_DATA_ID, json: JSON.stringify(data) },
      modules: ['src/journey-app.tsx', `src/steps/${screenModule(screen).path.slice(2)}`],
      // Its choices and fields are React's: until the browser has taken the page over, it only shows.
      inert: true,
      personal: true,
    };
  } finally {
    services.queryClient.clear();
  }
};
