import type { Page } from '@playwright/test';
import { E2E_ADDRESSES } from './core.ts';

/**
 * Serves the journey's pages as the build's `index.html`, as a web server without a server render sends them
 * (the home page is otherwise rendered on the server, from the core's answers to the server). The
 * browser then renders the page itself, from the core's answers and the configuration the test shapes with
 * `page.route`.
 *
 * @example
 * await renderInBrowser(page);
 * await page.route(`${CORE_FROM_PAGE}/v2/products**`, (route) => route.fulfill({ status: 503 }));
 * await page.goto('/en-FR');
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route(
    // The journey's pages (tenant hosts too), not its files nor another origin's frames.
    (url) => url.port === String(E2E_ADDRESSES.journeyPort) && !/\.[^/]+$/.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.fallback();
      // Asked of the server under another address rather than fulfilled here: a page Playwright fulfils is
      // not on the loopback, and Chromium's local network access then blocks its calls to the core.
      return route.continue({ url: new URL('/index.html', request.url()).href });
    },
  );
}

/**
 * Waits until React has taken over a page the web server rendered (its HTML shows before its code
 * runs), so that a test's next press reaches the app: its heading is React's (a press from then on is React's
 * to handle, or to replay), and the page is no longer `inert` (a journey page, until it is fully hydrated).
 *
 * @example
 * await page.goto(`/fr-FR/souscription/${id}/offre`);
 * await whenHydrated(page);
 */
export async function whenHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root:not([inert]) h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Holds the page's requests for `url` (a glob, as `page.route` takes) until the function it answers is called: a
 * slow network, on cue.
 *
 * @example
 * const deliver = await holdRequests(page, '**\/config.json');
 * await page.getByRole('button', { name: 'Commencer mon devis' }).click(); // before the code has its configuration
 * deliver();
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route(url, async (route) => {
    await delivered;
    await route.continue();
  });
  return deliver;
}
