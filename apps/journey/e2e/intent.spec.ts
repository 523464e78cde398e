import { expect, test } from '@playwright/test';
import {
  createSubscription,
  firstProduct,
  getProspect,
  getWorkflow,
  holdProof,
  keepProofOf,
  SPACE_URL,
} from './support/core.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test('a subscription intent opens that subscription at its current step', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/${id}/[a-z-]+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const workflow = await getWorkflow('plussimple', id);
  expect(workflow.current_step).toBeTruthy();
});

test('a product intent creates the prospect, its product link and its workflow, then opens it', async ({
  page,
}) => {
  const product = await firstProduct('plussimple');
  await page.goto(`/fr-FR/intent?type=product&product_slug=${product.slug}&source=e2e`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/(${UUID})/`));
  const id = new RegExp(`/souscription/(${UUID})/`).exec(page.url())?.[1] ?? '';
  // The browser that followed the intent holds the prospect's proof: the test reads with it.
  await keepProofOf(page, id);
  const prospect = await getProspect('plussimple', id);
  expect(prospect.product).toBe(product.slug);
  expect(prospect.tags).toContain('subscription-v2');
  expect((await getWorkflow('plussimple', id)).steps.length).toBeGreaterThan(0);
});

test('an intent of no known type goes home', async ({ page }) => {
  await page.goto('/en-FR/intent?type=nothing');
  await expect(page).toHaveURL(/\/en-FR$/);
});

test('a legacy address loads the prospect and goes through the French subscription intent', async ({
  page,
}) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await page.goto(`/client/souscription/devis/${id}`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/${id}/`));
});

test('a login intent leads to the customer space with its reason, redirect and login', async ({ page }) => {
  const leaving = page.waitForRequest((request) => request.url().startsWith(`${SPACE_URL}/en-FR/intent?`));
  await page.goto('/en-FR/intent?type=login&reason=expired&redirect_uri=%2Fcontracts&login=jo%40example.com');
  expect(Object.fromEntries(new URL((await leaving).url()).searchParams)).toEqual({
    type: 'login',
    reason: 'expired',
    redirect_uri: '/contracts',
    login: 'jo@example.com',
  });
});
