import type { PageRenderer } from '@souscrire/web-server';
import { renderHomePage } from './render-home-page.tsx';
import { renderJourneyPage } from './render-journey-page.tsx';

/**
 * The journey's server render (`@souscrire/web-server`'s `PageRenderer`, built to `dist/.server/render-page.js`):
 * the home page's first view, or a subscription page; undefined leaves any other page to the browser.
 *
 * @example
 * const page = await renderPage({ url: new URL('https://maif.example/fr-FR'), config, fetch, cookie: '' });
 */
export const renderPage: PageRenderer = async (request) =>
  (await renderHomePage(request)) ?? (await renderJourneyPage(request));
