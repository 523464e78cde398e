import { detectLocale } from '@souscrire/i18n';
import { PAGE_RELOAD_GUARD_MS } from '@souscrire/workflow';
import '@souscrire/ui/styles.css';
import { createClientSession, takeSessionFromUrl } from '@souscrire/core-api/client-session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createServices } from './app/create-services.ts';
import { createI18nStore } from './app/i18n-store.ts';
import { App } from './app.tsx';
import { configLoadError, loadConfig } from './config/load-config.ts';
import { ConfigFailurePage } from './errors/config-failure-page.tsx';
import { createJourneyRouter } from './router/create-journey-router.ts';
import { reloadAfterChunkError } from './runtime/chunk-reload.ts';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

// spec 4: a session token in the query string is taken into the client session and removed from the URL.
const session = createClientSession();
const cleaned = takeSessionFromUrl(new URL(location.href), session);
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

const result = await loadConfig(fetch);
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
  });
  services.versionWatcher.start();
  const router = createJourneyRouter(services);
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
