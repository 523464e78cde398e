import { expect, test } from '@playwright/test';
import { renderInBrowser } from './support/browser-render.ts';
import { CORE_FROM_PAGE, E2E_ADDRESSES } from './support/core.ts';
import { e2eJourneyConfig } from './support/e2e-journey-config.ts';

type Shift = { value: number; hadRecentInput: boolean };

test('the first page shows whole: nothing moves when its data is slow to come (CLS)', async ({ page }) => {
  // The browser renders the home page (not the server), from a catalogue made slow below.
  await renderInBrowser(page);
  // As deployed: an environment without the development debug panel, which sits in the page's flow.
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { ...e2eJourneyConfig(E2E_ADDRESSES), environment: 'preview' } }),
  );
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow catalogue: before this change the frame was painted first and its footer jumped by 0.67 of the screen.
  await page.route(`${CORE_FROM_PAGE}/v2/products**`, async (route) => {
    await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  await page.goto('/fr-FR');
  await expect(page.getByRole('button', { name: 'Commencer mon devis' })).toBeVisible();
  await page.waitForTimeout(300);
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThanOrEqual(0.01);
});
