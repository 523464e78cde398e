import { detectLocale, loadMessages, matchLocalizedPath } from '@souscrire/i18n';
import '@souscrire/ui/styles.css';
import { createCoreApiClient } from '@souscrire/core-api';
import {
  CORE_PROXY_PATH,
  createClientSession,
  exchangeHandOff,
  takeHandOffFromUrl,
  takeSessionFromUrl,
} from '@souscrire/core-api/client-session';
import { createFrameServices } from './app/create-frame-services.ts';
import { loadConfig } from './config/load-config.ts';
import { coreEndpoint } from './config/tenant-addresses.ts';
import { isHomeFirstView, showHomeFirstView } from './first-view/home-first-view.tsx';
import { tenantFor } from './router/tenant-for.ts';
import { reloadForChunkError } from './runtime/chunk-reload.ts';
import { warmIntl, whenIdle, yieldToMain } from './runtime/main-thread.ts';
import { takeProofFromUrl } from './session/prospect-proof.ts';
import { adoptUrlSession, urlProspectId } from './session/url-session.ts';

// The whole journey (router, server state, every screen) is its own chunk. The home page shows
// without it (first-view/), every other page loads it at once. Loaded once, whoever asks first; a load that
// failed (offline, a new deployment) is tried again by the next one.
let journeyApp: Promise<typeof import('./journey-app.tsx')> | undefined;
const loadApp = () => {
  journeyApp ??= import('./journey-app.tsx').catch((error: unknown) => {
    journeyApp = undefined;
    throw error;
  });
  return journeyApp;
};

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');

// A hand-off code from the customer space (`hand_off`, exchanged below for a session of this app) and a
// session token in the query string are removed from the URL before anything else runs (analytics, error
// reporting). Either session is adopted only once the core confirms it may act on the prospect of the address,
// so nobody can plant their own session here: the journey's web server checks it, then keeps it in its HttpOnly
// cookie. A resume link's prospect proof is kept in this browser and removed from the URL too.
const session = createClientSession();
const arrived = new URL(location.href);
let offeredToken: string | undefined;
const handOff = takeHandOffFromUrl(arrived);
const withoutToken = takeSessionFromUrl(new URL(handOff?.cleaned ?? arrived.href, arrived), (token) => {
  offeredToken = token;
});
// The journey calls the core through its own web server, which holds the session.
const coreProxy = `${location.origin}${CORE_PROXY_PATH}`;
const withoutProof = takeProofFromUrl(new URL(withoutToken ?? handOff?.cleaned ?? arrived.href, arrived));
const cleaned = withoutProof ?? withoutToken ?? handOff?.cleaned;
if (cleaned) history.replaceState(history.state, '', cleaned);

// The page's messages load beside the configuration, not after it (one round trip less before the
// first screen); the router's own load of the same chunk then finds it there. A home page's first view needs
// only the home page's part.
const pageLocale = detectLocale({
  pathPrefix: location.pathname,
  cookie: document.cookie,
  browserLanguages: navigator.languages,
}).locale;
const home = matchLocalizedPath(location.pathname)?.routeName === 'home';
loadMessages(pageLocale, home ? 'home' : 'all').catch(() => {
  // the page loads them again and shows its error page if they cannot be loaded
});
// Every other page needs the whole journey at once: its code loads beside the configuration too, and the
// locale data and formatters its components and prices use first are made meanwhile, when the browser is idle.
if (!home) {
  void loadApp();
  whenIdle(() => warmIntl(pageLocale));
}
/**
 * Reads the configuration and starts the page. Not awaited at the top of this module: the journey's chunk
 * imports the first view's, which holds this module (vite.config.ts), and a module that awaits a chunk
 * importing it never finishes loading.
 */
async function start(root: HTMLElement): Promise<void> {
  const result = await loadConfig(fetch);
  const prospectId = urlProspectId(arrived);
  if (
    result.kind === 'ok' &&
    prospectId !== undefined &&
    (offeredToken !== undefined || handOff !== undefined)
  ) {
    const { config } = result;
    const country = detectLocale({ pathPrefix: arrived.pathname, cookie: '', browserLanguages: [] }).country;
    // A client of its own, which logs nobody out: a refused token or code leaves the session this browser
    // already holds.
    const confirmer = createCoreApiClient({
      tenant: tenantFor(config, location.host, country),
      resolveConfig: coreEndpoint(config, coreProxy),
      fetch: (request) => fetch(request),
    });
    if (offeredToken !== undefined) await adoptUrlSession(confirmer, session, offeredToken, prospectId);
    else if (handOff && (await exchangeHandOff(confirmer, handOff.code, prospectId))) session.logIn();
  }
  if (result.kind === 'ok') {
    const frame = createFrameServices(result.config, session, {
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
      coreProxy,
    });
    if (
      offeredToken === undefined &&
      handOff === undefined &&
      isHomeFirstView(result.config, location.pathname)
    ) {
      await showHomeFirstView(root, frame, loadApp);
    } else {
      const app = await loadApp();
      // The chunks' evaluation and the journey's start, in two tasks rather than one.
      await yieldToMain();
      app.startJourneyApp(root, frame, { entryReferrer: document.referrer });
    }
  } else {
    await (await loadApp()).showConfigFailure(root, result);
  }
}

// The journey's code failing to load at start (a new deployment removed it) reloads the page, at most
// once per 10 s; a screen's chunk failing on a visit does the same from the route's error page
// (route-error-page.tsx). A prefetch that fails in the background reloads nothing: the visit that needs the
// chunk asks for it again.
start(element).catch((error: unknown) => {
  if (!reloadForChunkError(error)) throw error;
});
