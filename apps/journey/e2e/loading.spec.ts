import { expect, test } from '@playwright/test';
import { CORE_URL } from './support/core.ts';

type Shift = { value: number; hadRecentInput: boolean };

test('the first page shows whole: nothing moves when its data is slow to come (CLS)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as Shift);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow catalogue: before issue 18 the frame was painted first and its footer jumped by 0.67 of the screen.
  await page.route(`${CORE_URL}/v2/products**`, async (route) => {
    await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  await page.goto('/fr-FR');
  await expect(page.getByRole('button', { name: 'Commencer mon devis' })).toBeVisible();
  await page.waitForTimeout(300);
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: Shift[] }).shifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
  expect(shifted).toBeLessThanOrEqual(0.01);
});
