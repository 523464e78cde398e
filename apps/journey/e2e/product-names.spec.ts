import { expect, type Page } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { frenchPersona, Person } from './support/person.ts';

// The core names each product in every language: a language switch shows the catalogue, then the subscribed
// product, under the new language's name at once, without reloading the page. Clicking only, from the home
// page, on a desktop and on a phone.

const NAMES = {
  fr: 'Responsabilité civile professionnelle',
  en: 'Professional liability insurance',
  de: 'Berufshaftpflichtversicherung',
} as const;

/** Marks the loaded document: the mark is gone if the page was loaded again. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
}

test('a language switch names the products in the new language, at once and without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = new Person(page, frenchPersona({ product: NAMES.en }));
  await page.goto('/fr-FR');
  await person.reach('home.title');
  const card = (name: string) => page.getByRole('radio', { name, exact: true });
  await expect(card(NAMES.fr)).toBeVisible();
  await expect(card('Multirisque professionnelle')).toBeVisible();
  await markDocument(page);

  await person.switchLanguage('en');
  await expect(card(NAMES.en)).toBeVisible();
  await expect(card('Business multi-risk insurance')).toBeVisible();
  await expect(page.getByText(NAMES.fr)).toHaveCount(0);

  // Started in English: the sidebar names what is being subscribed to, in English, then in German.
  await page
    .locator('label')
    .filter({ has: card(NAMES.en) })
    .click();
  await page.getByRole('button', { name: person.t('home.submit') }).click();
  await person.reach('activity.title');
  const subscribed = page.locator('.sc-sidebar__product');
  await expect(subscribed).toHaveText(person.t('sidebar.product').replace('{names}', NAMES.en));

  await person.switchLanguage('de');
  await person.reach('activity.title');
  await expect(subscribed).toHaveText(person.t('sidebar.product').replace('{names}', NAMES.de));
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});
