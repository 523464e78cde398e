import { expect, test } from '@playwright/test';
import { answerIntroduction, createSubscription, holdProof, prospectAt } from './support/core.ts';

async function overflowsHorizontally(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test('the subscription layout: sidebar on a desktop, compact progress header with a menu on a phone', async ({
  page,
}, info) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Étapes de la souscription' });
  if (info.project.name === 'phone') {
    await expect(page.getByText(/^Étape 1\s*:\s*Informations$/)).toBeVisible();
    await expect(steps).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(steps).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: "Recevoir l'offre par e-mail" }).filter({ visible: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(steps).toBeHidden();
    // Escape closes it too, and the focus goes back to the button that opened it.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(steps).toBeVisible();
    await page.getByRole('button', { name: "Recevoir l'offre par e-mail" }).filter({ visible: true }).focus();
    await page.keyboard.press('Escape');
    await expect(steps).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  } else {
    await expect(steps).toBeVisible();
    await expect(page.getByText(/^Étape 1\s*:\s*Informations$/)).toBeHidden();
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
  }
  expect(await overflowsHorizontally(page)).toBe(false);
});

test("the phone's menu: step links a thumb can tap, and the next screen starts with the menu closed", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the menu is the phone layout');
  // A subscription at the eligibility declarations: the steps met before it are links back.
  const id = await prospectAt('killing');
  await holdProof(page, id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const steps = page.getByRole('navigation', { name: 'Étapes de la souscription' });
  const done = steps.getByRole('link').first();
  await expect(done).toBeVisible();
  expect((await done.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await done.click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
  await expect(steps).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('no page overflows horizontally', async ({ page }) => {
  for (const path of ['/fr-FR', '/de-DE', '/fr-FR/nowhere']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowsHorizontally(page), path).toBe(false);
  }
});

test('the debug panel shows in a whitelisted environment', async ({ page }) => {
  await page.goto('/fr-FR');
  await expect(page.getByTestId('debug-panel')).toBeVisible();
});

test('a session token in the query string leaves the address, and is dropped unless the core confirms it for the prospect of the address', async ({
  page,
  context,
}) => {
  await page.goto('/fr-FR?client_token=e2e-session&utm_source=x');
  await expect(page).toHaveURL(/\/fr-FR\?utm_source=x$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = (await context.cookies()).map((entry) => entry.name);
  expect(names).not.toContain('client_session');
  expect(names).not.toContain('client_signed_in');
});

test('/internal/health answers with the journey status, and the signature callback has no layout', async ({
  page,
}) => {
  await page.goto('/internal/health');
  await expect(page.getByTestId('health')).toContainText('"status":"ok"');
  await page.goto('/internal/callback/signature?event=signing');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
});

test('after a navigation the page scrolls back to the top', async ({ page }) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 120 }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible();
  // The scroll starts 700 ms after the navigation and runs smoothly for up to 1.5 s: the suite's
  // expect timeout, rather than 3 s, so that a loaded CI machine's slower frames do not fail it (it did once).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
