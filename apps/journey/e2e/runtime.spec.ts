import { expect, type Request, test } from '@playwright/test';
import {
  answerIntroduction,
  CORE_FROM_PAGE,
  coreCallPath,
  createSubscription,
  holdProof,
} from './support/core.ts';
import { holdSessionCookies } from './support/session-cookie.ts';

test('after a navigation to a route with an id, the visitor is identified as a prospect', async ({
  page,
}) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The records go in batches: the identify event is one of a batch's.
  const identifyOf = (request: Request) =>
    (request.postDataJSON()?.events as { name?: string }[] | undefined)?.find(
      (record) => record.name === 'identify',
    );
  const identify = page.waitForRequest(
    (request) =>
      coreCallPath(request.url()) === '/v2/events' &&
      request.method() === 'POST' &&
      identifyOf(request) !== undefined,
  );
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  expect(identifyOf(await identify)).toMatchObject({
    type: 'event',
    name: 'identify',
    data: { eventType: 'identify', eventCategory: 'prospect', eventId: id },
    prospect_id: id,
  });
});

test('a 401 from the core logs the client out and goes home', async ({ page, context, baseURL }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await holdSessionCookies(context, baseURL ?? '', 'expired');
  await page.route(`${CORE_FROM_PAGE}/v2/prospects/${id}?**`, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"title":"Unauthorized","code":"x"}',
    }),
  );
  await page.goto(`/fr-FR/souscription/${id}/activite`);
  await expect(page).toHaveURL(/\/fr-FR$/);
  // The app forgets the session (its marker); the web server removes the token's cookie on a real 401
  // (tooling/web-server's core-proxy tests), which this test plays in the page.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'client_signed_in'))
    .toBe(false);
});

test('a new deployment noticed by the version poll is loaded on the next navigation', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.route('**/version.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"version":"a-newer-build"}' }),
  );
  // The e2e configuration polls every second.
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test('a chunk that fails to load reloads the page once, then shows the error', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  // The city screen's chunk is gone from the start: the next screen's prefetch fails as well as the visit.
  await page.route('**/assets/city-screen-*.js', (route) => route.abort());
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  const prefetchFailed = page.waitForEvent('requestfailed', (request) =>
    /\/assets\/city-screen-/.test(request.url()),
  );
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The next screen's prefetch fails in the background: the page stays as it is (a reload would also end
  // the page's script context, failing this evaluation).
  await prefetchFailed;
  await expect(page.evaluate(() => document.readyState)).resolves.toBe('complete');
  const beforeVisit = documents;
  expect(beforeVisit).toBe(1);
  await page.getByRole('button', { name: 'Continuer' }).click();
  // The visit that needs the chunk reloads the page once, then, within 10 s, shows the error and no other.
  await expect(page.locator('[data-error-kind="generic"]')).toBeVisible();
  expect(documents - beforeVisit).toBe(1);
});
