import { expect, type Page, test } from '@playwright/test';
import { renderInBrowser } from './support/browser-render.ts';
import {
  CORE_FROM_PAGE,
  CORE_URL,
  createSubscription,
  E2E_ADDRESSES,
  holdProof,
  SPACE_URL,
} from './support/core.ts';
import { e2eJourneyConfig } from './support/e2e-journey-config.ts';

/**
 * Serves another runtime configuration, as a deployment would by replacing /config.json. The web server's
 * render reads the configuration the suite started it with: the browser renders the pages itself.
 */
async function useConfig(page: Page, patch: Record<string, unknown>) {
  await renderInBrowser(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ...e2eJourneyConfig(E2E_ADDRESSES), ...patch }),
    }),
  );
}

test('in production, the home page sends visitors to the tenant marketplace', async ({ page }) => {
  await useConfig(page, { environment: 'production', marketplaceUrl: `${CORE_URL}/internal/health` });
  await page.goto('/fr-FR');
  await page.waitForURL(`${CORE_URL}/internal/health`);
});

test('the debug panel is not shown in production', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await useConfig(page, { environment: 'production' });
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('debug-panel')).toHaveCount(0);
});

test('a deployment pinned to a tenant ignores the host', async ({ page }) => {
  await useConfig(page, { pinnedTenant: 'qbe' });
  await page.goto('/de-DE');
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'qbe');
});

test('an invalid configuration shows the generic error', async ({ page }) => {
  await renderInBrowser(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/en-FR');
  await expect(page.locator('[data-error-kind="generic"]')).toBeVisible();
});

test('a prospect who is already a client goes to the customer-space login with the e-mail', async ({
  page,
}) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The core answers the browser that the prospect is a client; the web server's render would read the truth.
  await renderInBrowser(page);
  await page.route(`${CORE_FROM_PAGE}/v2/prospects/${id}?**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.status = 'client';
    body.data.email = 'jeanne.martin@example.com';
    await route.fulfill({ response, json: body });
  });
  const leaving = page.waitForRequest((request) => request.url().startsWith(`${SPACE_URL}/fr-FR/intent?`));
  await page.goto(`/fr-FR/souscription/${id}/activite`);
  const url = new URL((await leaving).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    type: 'login',
    reason: 'already_client',
    login: 'jeanne.martin@example.com',
  });
});

test('leaving a subscription for the home page asks first (Yes / No)', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const url = page.url();
  await page.getByRole('button', { name: "Page d'accueil" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Non' }).click();
  expect(page.url()).toBe(url);
  await page.getByRole('button', { name: "Page d'accueil" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui' }).click();
  await expect(page).toHaveURL(/\/fr-FR$/);
});
