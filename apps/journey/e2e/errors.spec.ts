import { expect, test } from '@playwright/test';
import { analyzeWhenStill } from './support/accessibility.ts';
import { renderInBrowser } from './support/browser-render.ts';
import { CORE_FROM_PAGE } from './support/core.ts';

test.describe('not found', () => {
  // An unknown prefix falls back to the browser language: English here.
  test.use({ locale: 'en-US' });

  for (const path of ['/en-FR/nowhere/at/all', '/xx-YY', '/en-FR/subscription/not-a-prospect-id/offer']) {
    test(`${path} shows 404 'Page Not Found', the page title saying what the heading says`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle(/^Page Not Found( - Subscription)? • \+Simple$/);
    });
  }

  test('an unknown prospect shows the not-found text, with a way home', async ({ page }) => {
    await page.goto('/en-FR/subscription/00000000-0000-4000-8000-000000000000/offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back to the home page' }).click();
    await expect(page).toHaveURL(/\/en-FR$/);
  });

  test('the 404 page has no accessibility violation', async ({ page }) => {
    await page.goto('/en-FR/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await analyzeWhenStill(page);
    expect(results.violations).toEqual([]);
  });
});

test('a core answering 503 shows the maintenance page with its signature', async ({ page }) => {
  await renderInBrowser(page);
  await page.route(`${CORE_FROM_PAGE}/v2/products**`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"title":"Unavailable","code":"down"}',
    }),
  );
  await page.goto('/en-FR');
  await expect(page.locator('[data-error-kind="maintenance"]')).toBeVisible();
  await expect(page.locator('.sc-error-page__signature')).toContainText('+Simple');
});
