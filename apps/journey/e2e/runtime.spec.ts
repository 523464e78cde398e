import { expect, test } from '@playwright/test';
import { answerIntroduction, CORE_URL, createSubscription } from './support/core.ts';

test('after a navigation to a route with an id, the visitor is identified as a prospect', async ({
  page,
}) => {
  const id = await createSubscription('plussimple');
  const identify = page.waitForRequest(
    (request) =>
      request.url() === `${CORE_URL}/v2/events` &&
      request.method() === 'POST' &&
      request.postDataJSON()?.name === 'identify',
  );
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  expect((await identify).postDataJSON()).toMatchObject({
    type: 'event',
    name: 'identify',
    data: { eventType: 'identify', eventCategory: 'prospect', eventId: id },
    prospect_id: id,
  });
});

test('a 401 from the core logs the client out and goes home', async ({ page, context, baseURL }) => {
  const id = await createSubscription('plussimple');
  await context.addCookies([{ name: 'client_token', value: 'expired', url: baseURL ?? '' }]);
  await page.route(`${CORE_URL}/v2/prospects/${id}?**`, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"title":"Unauthorized","code":"x"}',
    }),
  );
  await page.goto(`/fr-FR/souscription/${id}/activite`);
  await expect(page).toHaveURL(/\/fr-FR$/);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'client_token'))
    .toBe(false);
});

test('a new deployment noticed by the version poll is loaded on the next navigation', async ({ page }) => {
  const id = await createSubscription('plussimple');
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
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/assets/city-screen-*.js', (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('button', { name: 'Continuer' }).click();
  // The reload lands on the city screen again, whose chunk still fails: within 10 s, no second reload.
  await expect(page.locator('[data-error-kind="generic"]')).toBeVisible();
  expect(loads).toBe(1);
});
