import '@souscrire/ui/styles.css';
import './space.css';
import { loadRuntimeConfig } from '@souscrire/app-kit';
import {
  createClientSession,
  exchangeHandOff,
  takeHandOffFromUrl,
  takeSessionFromUrl,
} from '@souscrire/core-api/client-session';
import { createI18n, detectLocale, loadMessages } from '@souscrire/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MESSAGES } from './app/message-ids.ts';
import { SpaceApp } from './app/space-app.tsx';
import { createSpaceServices } from './app/space-services.ts';
import { spaceConfigSchema } from './config/space-config.ts';
import { createSpaceRouter } from './router/space-router.tsx';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

// A session token in the query string is removed from the URL and dropped. The space is client-wide
// (no prospect to check it against) and nothing of ours links here with one, so a planted session is refused
// (docs/security.md, "Prospect proofs"). The journey carries its session here with a single-use hand-off code
// (`hand_off`), removed from the URL before anything else runs and exchanged below for a session of the space
// (docs/security.md, "Hand-off between the journey and the customer space").
const session = createClientSession();
const arrived = new URL(location.href);
const handOff = takeHandOffFromUrl(arrived);
const cleaned = takeSessionFromUrl(new URL(handOff?.cleaned ?? arrived.href, arrived), () => {});
if (cleaned ?? handOff) history.replaceState(history.state, '', cleaned ?? handOff?.cleaned);

const result = await loadRuntimeConfig(spaceConfigSchema, fetch);
if (result.kind === 'ok') {
  const services = createSpaceServices(result.config, session, location, (url) => location.assign(url));
  // The space's web server keeps the exchanged session in its HttpOnly cookie.
  if (handOff && (await exchangeHandOff(services.api, handOff.code))) session.logIn();
  root.render(
    <StrictMode>
      <SpaceApp services={services} router={createSpaceRouter(services)} />
    </StrictMode>,
  );
} else {
  const reason =
    result.kind === 'invalid' ? result.issues.join('; ') : `status ${result.status ?? 'network'}`;
  console.error(`The customer space configuration could not be loaded: ${reason}`);
  const { locale } = detectLocale({
    pathPrefix: location.pathname,
    cookie: document.cookie,
    browserLanguages: navigator.languages,
  });
  const i18n = createI18n({ locale, messages: await loadMessages(locale) });
  root.render(
    <main className="sc-space-page">
      <p role="alert">{i18n.formatMessage({ id: MESSAGES.configFailure })}</p>
    </main>,
  );
}
