import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// plussimple's seeded demo client (README); the password spec changes maif's, never this one's.
const LOGIN = 'demo.client@example.com';
const PASSWORD = 'souscrire-demo';

/** A tap target of 44 px at least, each way (WCAG 2.5.5), as a phone draws it. */
async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

// The language links' landmark, named in the page's language.
const LANGUAGE_NAV: Readonly<Record<string, string>> = { Français: 'Langue', English: 'Language' };

/** Follows a language link as a person does: on a phone the links fold behind the current language. */
async function chooseLanguage(page: Page, current: string, language: string, phone: boolean) {
  const languages = page.getByRole('navigation', { name: LANGUAGE_NAV[current] });
  if (phone) {
    const toggle = languages.getByRole('button', { name: current });
    await expectTapTarget(toggle);
    await toggle.click();
  }
  const link = languages.getByRole('link', { name: language });
  if (phone) await expectTapTarget(link);
  await link.click();
}

async function logIn(page: Page) {
  await page.goto('/fr-FR/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(LOGIN);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
}

test('the contracts page switches language: the same page, and what the core writes, in English', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  await logIn(page);
  const active = page.getByRole('article').filter({ hasText: 'Actif' });
  await expect(active.getByRole('button', { name: /^Télécharger Contrat signé/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseLanguage(page, 'Français', 'English', phone);
  await expect(page).toHaveURL(/\/en-FR\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My contracts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  // The documents' names come from the core: asked again, they come back in English.
  const activeEn = page.getByRole('article').filter({ hasText: 'Active' });
  await expect(activeEn.getByRole('button', { name: /^Download Signed contract/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' })).toBeVisible();
  // Nothing scrolls sideways, a phone's header included.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);

  // And back: the links of the English page name each language in itself.
  await chooseLanguage(page, 'English', 'Français', phone);
  await expect(page).toHaveURL(/\/fr-FR\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
});

test("the footer's links and the help page are reachable, by keyboard too, and axe-clean", async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  await page.goto('/fr-FR/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace client' }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Mentions légales', 'Politique de confidentialité', 'Questions fréquentes']) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    if (phone) await expectTapTarget(link);
  }

  // Help, reached with the keyboard: no session needed.
  const help = page.getByRole('link', { name: 'Aide', exact: true });
  if (phone) {
    await expectTapTarget(help);
    await expectTapTarget(page.getByRole('link', { name: /mon espace client/ }));
  }
  await help.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr-FR\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: "Besoin d'aide ?" })).toBeFocused();
  await expect(page).toHaveTitle(/^Besoin d'aide\s\?/);
  await expect(page.getByRole('link', { name: /01 23 45 67 89/ })).toHaveAttribute('href', 'tel:0123456789');
  await expect(footer.getByRole('link', { name: 'Nous contacter' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The help page in German keeps its place.
  await chooseLanguage(page, 'Français', 'Deutsch', phone);
  await expect(page).toHaveURL(/\/de-FR\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brauchen Sie Hilfe?' })).toBeVisible();
  await expectNoAxeViolations(page);
});
