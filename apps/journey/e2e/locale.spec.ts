import { expect, test } from '@playwright/test';
import { createSubscription, holdProof } from './support/core.ts';

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the bare root detects the browser language when there is no cookie', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-FR$/);
  });

  test('the locale cookie comes before the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'de-DE', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-DE$/);
  });

  test('the route prefix comes before the cookie, and is remembered for 365 days, SameSite=Lax', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'de-DE', url: baseURL ?? '' }]);
    await page.goto('/it-IT');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    // The server renders the page in Italian; its code, started once the page has painted, writes the cookie.
    const localeCookie = async () => (await context.cookies()).find((entry) => entry.name === 'locale');
    await expect.poll(async () => (await localeCookie())?.value).toBe('it-IT');
    const cookie = await localeCookie();
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.goto('/');
    await expect(page).toHaveURL(/\/it-IT$/);
  });
});

test('German addresses use German path words and the title Zeichnung', async ({ page }) => {
  const id = await createSubscription('plussimple-de', 'DE');
  await holdProof(page, id);
  await page.goto(`/de-DE/intent?type=subscription&prospect_id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/de-DE/Abonnement/${id}/[a-z-]+$`));
  await expect(page).toHaveTitle(/Zeichnung/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('French path words under a German prefix are not found', async ({ page }) => {
  const id = await createSubscription('plussimple-de', 'DE');
  await holdProof(page, id);
  await page.goto(`/de-DE/souscription/${id}/activite`);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});

test('changing the language keeps the visitor on the same screen, in the new words', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/${id}/activite$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const languages = page.getByRole('navigation', { name: 'Langue' });
  const toggle = languages.getByRole('button', { name: 'Français' });
  if (await toggle.isVisible()) await toggle.click();
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/de-FR/Abonnement/${id}/taetigkeit$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
