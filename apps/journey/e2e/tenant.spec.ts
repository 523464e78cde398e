import { expect, test } from '@playwright/test';

test('the tenant comes from the host name', async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? '');
  await page.goto(`http://maif.localhost:${url.port}/fr-FR`);
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'maif');
  await expect(page).toHaveTitle(/• MAIF$/i);
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^MAIF : l'assurance/);
  await page.goto(`http://maif.localhost:${url.port}/de-DE`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^MAIF: die Versicherung für Ihr Unternehmen/,
  );
});

test('without a tenant in the host, the country of the prefix picks it', async ({ page }) => {
  await page.goto('/de-DE');
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'plussimple-de');
  await page.goto('/it-IT');
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'plussimple-it');
});

test('the theme is applied as CSS variables', async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? '');
  const primary = async () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sc-color-primary').trim(),
    );
  await page.goto('/fr-FR');
  await expect.poll(primary).not.toBe('');
  const plussimple = await primary();
  await page.goto(`http://maif.localhost:${url.port}/fr-FR`);
  await expect.poll(primary).not.toBe(plussimple);
});
