import type { Page } from '@playwright/test';

/**
 * Presses one of the subscription's actions (Need help, Save for later, Receive the offer by e-mail): in the
 * sidebar on a desktop, in the progress header's menu on a phone.
 */
export async function pressSubscriptionAction(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name }).filter({ visible: true }).click();
}
