import { expect, test } from '@playwright/test';
import { analyzeWhenStill } from './support/accessibility.ts';
import { pressSubscriptionAction } from './support/actions.ts';
import { renderInBrowser } from './support/browser-render.ts';
import {
  answerIntroduction,
  CORE_FROM_PAGE,
  createSubscription,
  getWorkflow,
  holdProof,
  prospectAt,
} from './support/core.ts';

async function openSubscription(page: import('@playwright/test').Page, id: string) {
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/${id}/[a-z-]+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a step the workflow does not let the visitor enter redirects to the current step', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  const { current_step } = await getWorkflow('plussimple', id);
  await page.goto(`/fr-FR/souscription/${id}/offre`);
  await expect(page).not.toHaveURL(/\/offre$/);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/${id}/`));
  expect((await getWorkflow('plussimple', id)).current_step).toBe(current_step);
});

test('the bare subscription address goes to the current step', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await page.goto(`/fr-FR/souscription/${id}`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/souscription/${id}/[a-z-]+$`));
});

test('Continue and Back move through the workflow on the core', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  await openSubscription(page, id);
  const before = await getWorkflow('plussimple', id);
  const url = page.url();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).not.toHaveURL(url);
  await expect
    .poll(async () => (await getWorkflow('plussimple', id)).current_step)
    .not.toBe(before.current_step);
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(url);
  await expect.poll(async () => (await getWorkflow('plussimple', id)).current_step).toBe(before.current_step);
});

test('a navigation while a modal is open closes the modals and is cancelled', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  await openSubscription(page, id);
  // A navigation inside the app first, so that going back stays in the page.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible();
  const url = page.url();
  await pressSubscriptionAction(page, "Besoin d'aide");
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.evaluate(() => history.back());
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
});

test('save for later posts the e-mail form to the core and confirms', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await openSubscription(page, id);
  await pressSubscriptionAction(page, 'Reprendre plus tard');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /lien/i }).click();
  await expect(dialog.getByText(/accepter les conditions/i).first()).toBeVisible();
  await dialog.getByLabel('Adresse e-mail').fill('jeanne.martin@example.com');
  await dialog.getByRole('checkbox').check({ force: true });
  const posted = page.waitForResponse((response) => response.url().includes('/subscription-link/email/send'));
  await dialog.getByRole('button', { name: /lien/i }).click();
  expect((await posted).status()).toBe(204);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('jeanne.martin@example.com')).toBeVisible();
});

test('the subscription page has no accessibility violation', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await openSubscription(page, id);
  const results = await analyzeWhenStill(page, { exclude: ['[data-testid="debug-panel"]'] });
  expect(results.violations).toEqual([]);
});

test('the home page shows a short catalogue as cards, says what is missing, and has no accessibility violation', async ({
  page,
}) => {
  await page.goto('/fr-FR');
  const products = page.getByRole('radiogroup', { name: "Produit d'assurance" });
  await expect(products.getByRole('radio')).toHaveCount(4);
  await expect(products.getByRole('radio', { name: 'Multirisque professionnelle' })).toBeVisible();
  // Search engines read a description in the page's language, with the tenant's name.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    "+Simple : l'assurance de votre entreprise, tarifée et souscrite en ligne en quelques minutes.",
  );
  // Start stays available: pressing it without a product says which field to fill.
  await page.getByRole('button', { name: 'Commencer mon devis' }).click();
  await expect(products).toHaveAccessibleDescription('Choisissez un produit pour commencer votre devis.');
  await expect(page).toHaveURL(/\/fr-FR$/);
  const results = await analyzeWhenStill(page, { exclude: ['[data-testid="debug-panel"]'] });
  expect(results.violations).toEqual([]);
});

test('choosing a product on the home page starts a subscription', async ({ page }) => {
  await page.goto('/fr-FR');
  const product = page.getByRole('radio', { name: 'Responsabilité civile professionnelle' });
  await page.locator('label').filter({ has: product }).click();
  await expect(product).toBeChecked();
  await page.getByRole('button', { name: 'Commencer mon devis' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/souscription\/[0-9a-f-]{36}\/[a-z-]+$/);
});

test('a long catalogue is searched in a combobox that says when nothing matches', async ({ page }) => {
  const data = Array.from({ length: 8 }, (_, index) => ({
    slug: `produit-${index}`,
    name: `Produit ${index}`,
    country: 'FR',
    description: null,
    audiences: [],
  }));
  await renderInBrowser(page);
  await page.route(`${CORE_FROM_PAGE}/v2/products**`, (route) =>
    route.fulfill({ json: { data, meta: { total: data.length, page: 1, per_page: 100 } } }),
  );
  await page.goto('/fr-FR');
  await expect(page.getByRole('radio')).toHaveCount(0);
  const combo = page.getByRole('combobox', { name: "Produit d'assurance" });
  await combo.fill('zzzz');
  await expect(page.getByText('Aucun produit ne correspond à « zzzz »')).toBeVisible();
  await combo.fill('Produit 3');
  await expect(page.getByRole('option', { name: 'Produit 3' })).toBeVisible();
  await combo.press('ArrowDown');
  await combo.press('Enter');
  await expect(combo).toHaveValue('Produit 3');
  const results = await analyzeWhenStill(page, { exclude: ['[data-testid="debug-panel"]'] });
  expect(results.violations).toEqual([]);
});

test('an empty catalogue says no product is available', async ({ page }) => {
  await renderInBrowser(page);
  await page.route(`${CORE_FROM_PAGE}/v2/products**`, (route) =>
    route.fulfill({ json: { data: [], meta: { total: 0, page: 1, per_page: 100 } } }),
  );
  await page.goto('/fr-FR');
  await expect(page.getByRole('status').filter({ hasText: 'aucun produit disponible' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('receive the offer by e-mail posts to the core', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await openSubscription(page, id);
  await pressSubscriptionAction(page, "Recevoir l'offre par e-mail");
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adresse e-mail').fill('jeanne.martin@example.com');
  await dialog.getByRole('checkbox').check({ force: true });
  const posted = page.waitForRequest((request) => request.url().endsWith(`/v2/prospects/${id}/offers/email`));
  await dialog.getByRole('button', { name: 'M’envoyer l’offre' }).click();
  expect((await posted).postDataJSON()).toEqual({ email: 'jeanne.martin@example.com', accept_terms: true });
});

test("a browser holding no proof reads nothing of the subscription: the link goes to the subscription's address only", async ({
  page,
}) => {
  // This browser did not create the subscription and opened no e-mailed link: every read is refused.
  const id = await prospectAt('offer');
  await page.goto(`/fr-FR/souscription/${id}/offre`);
  await expect(page.getByRole('heading', { level: 1, name: 'Poursuivre votre souscription' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre offre' })).toHaveCount(0);
  const address = page.getByRole('textbox', { name: /L'adresse e-mail de la souscription/ });
  const send = page.getByRole('button', { name: 'Recevoir le lien par e-mail' });
  await address.fill('someone.else@example.com');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: "Ce n'est pas l'adresse e-mail" })).toBeVisible();
  await address.fill('jeanne.martin@example.com');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Un e-mail a été envoyé' })).toBeVisible();
});
