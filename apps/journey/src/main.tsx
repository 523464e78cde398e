import { detectLocale, loadMessages } from '@souscrire/i18n';
import { PAGE_RELOAD_GUARD_MS } from '@souscrire/workflow';
import '@souscrire/ui/styles.css';
import { createCoreApiClient } from '@souscrire/core-api';
import { createClientSession, takeSessionFromUrl } from '@souscrire/core-api/client-session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createServices } from './app/create-services.ts';
import { createI18nStore } from './app/i18n-store.ts';
import { App } from './app.tsx';
import { configLoadError, loadConfig } from './config/load-config.ts';
import { ConfigFailurePage } from './errors/config-failure-page.tsx';
import { stepOfRoute } from './monitoring/route-scope.ts';
import { createJourneyRouter } from './router/create-journey-router.ts';
import { tenantFor } from './router/tenant-for.ts';
import { reloadAfterChunkError } from './runtime/chunk-reload.ts';
import { takeProofFromUrl } from './session/prospect-proof.ts';
import { adoptUrlSession, urlProspectId } from './session/url-session.ts';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

// spec 4: a session token in the query string is removed from the URL; issue 13: it is adopted only once the
// core confirms it may act on the prospect of the address (below), so nobody can plant their own session here.
// A resume link's prospect proof is kept in this browser and removed from the URL too.
const session = createClientSession();
const arrived = new URL(location.href);
let offeredToken: string | undefined;
const withoutToken = takeSessionFromUrl(arrived, {
  logIn: (token) => {
    offeredToken = token;
  },
});
const withoutProof = takeProofFromUrl(new URL(withoutToken ?? arrived.href, arrived));
const cleaned = withoutProof ?? withoutToken;
if (cleaned) history.replaceState(history.state, '', cleaned);

// spec 9: a chunk that fails to preload (a new deployment removed it) reloads the page, at most once per 10 s.
window.addEventListener('vite:preloadError', (event) => {
  const reloaded = reloadAfterChunkError({
    storage: sessionStorage,
    now: Date.now(),
    guardMs: PAGE_RELOAD_GUARD_MS,
    reload: () => location.reload(),
  });
  if (reloaded) event.preventDefault();
});

// The page's messages load beside the configuration, not after it (issue 18: one round trip less before the
// first screen); the router's own load of the same chunk then finds it there.
const pageLocale = detectLocale({
  pathPrefix: location.pathname,
  cookie: document.cookie,
  browserLanguages: navigator.languages,
}).locale;
loadMessages(pageLocale).catch(() => {
  // the router loads them again and shows its error page if they cannot be loaded
});
const result = await loadConfig(fetch);
if (result.kind === 'ok' && offeredToken !== undefined) {
  const { config } = result;
  const country = detectLocale({ pathPrefix: arrived.pathname, cookie: '', browserLanguages: [] }).country;
  // A client of its own: a refused token must not log out the session this browser already holds.
  const confirmer = createCoreApiClient({
    tenant: tenantFor(config, location.host, country),
    resolveConfig: (id) => {
      const settings = config.tenants[id];
      return settings ? { url: settings.coreApiUrl, token: settings.coreApiToken } : undefined;
    },
    fetch: (request) => fetch(request),
  });
  await adoptUrlSession(confirmer, session, offeredToken, urlProspectId(arrived));
}
if (result.kind === 'ok') {
  const services = createServices(result.config, session, {
    host: location.host,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the string is built and escaped by @souscrire/i18n's localeCookie.
      document.cookie = cookie;
    },
    browserLanguages: navigator.languages,
    fetch: (input, init) => fetch(input, init),
    storage: localStorage,
    landingUrl: arrived.href,
  });
  services.versionWatcher.start();
  const router = createJourneyRouter(services);
  // issue 15: every error report says where the visitor was (tenant, locale, step).
  const tagScope = () => {
    const { tenant, locale } = services.shell.get();
    const step = stepOfRoute(router.state.matches.at(-1)?.staticData.routeName);
    services.monitoring.setScope({ tenant, locale, step });
  };
  router.subscribe('onResolved', tagScope);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
} else {
  console.error(configLoadError(result));
  const i18n = createI18nStore();
  const detected = detectLocale({
    pathPrefix: location.pathname,
    cookie: document.cookie,
    browserLanguages: navigator.languages,
  });
  await i18n.activate(detected.locale);
  const active = i18n.get();
  if (active) root.render(<ConfigFailurePage active={active} />);
}
