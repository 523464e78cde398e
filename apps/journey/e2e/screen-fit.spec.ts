import { expect } from '@playwright/test';
import { whenHydrated } from './support/browser-render.ts';
import { holdProof, prospectAt } from './support/core.ts';
import { test } from './support/csp-test.ts';

// The frame fits the screen it is on: on the smallest phone the offer's sticky summary and Continue leave the
// screen to the offer (at most 12% of a 320×640 screen), and on a tall desktop window the sidebar starts at
// the top, beside the heading, not halfway down the page.

test("a 320×640 phone: the offer's sticky bar takes at most 12% of the screen, and shows the price and Continue", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the sticky bar is the phone layout');
  await page.setViewportSize({ width: 320, height: 640 });
  const id = await prospectAt('offer');
  await holdProof(page, id);
  await page.goto(`/fr-FR/souscription/${id}/offre`);
  await whenHydrated(page);
  // A formula chosen, as a person would: its price shows in the bar.
  const formulas = page.getByRole('radiogroup', { name: 'Choisissez votre formule' });
  const value = await formulas.getByRole('radio').first().getAttribute('value');
  const chosen = page.locator(`input[name="formula"][value="${value}"]`);
  await page.locator('label').filter({ has: chosen }).click();
  await expect(chosen).toBeChecked();
  const bar = page.locator('.sc-step__actions[data-summary]');
  await expect(bar.locator('.sc-offer__price')).toContainText(/\d,\d{2}\s€/);
  await expect(bar.getByRole('button', { name: 'Continuer' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Retour' })).toBeVisible();
  const box = await bar.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.height ?? 640) / 640, `the bar is ${box?.height}px tall`).toBeLessThanOrEqual(0.12);
  // It stays at the bottom of the screen while the offer scrolls under it.
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(640);
  // The summary's heading is still there for a screen reader, and the price is announced.
  await expect(bar.getByRole('heading', { level: 2, name: 'Votre choix' })).toBeAttached();
});

test('a tall desktop window (1280×1580): the sidebar starts at the top of the offer, beside its heading', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the sidebar is the desktop layout');
  await page.setViewportSize({ width: 1280, height: 1580 });
  const id = await prospectAt('offer');
  await holdProof(page, id);
  await page.goto(`/fr-FR/souscription/${id}/offre`);
  await whenHydrated(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Votre offre' });
  await expect(heading).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Votre souscription' });
  await expect(sidebar).toBeVisible();
  const [top, side] = [await heading.boundingBox(), await sidebar.boundingBox()];
  expect(side?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual((top?.y ?? 0) + 8);
});
