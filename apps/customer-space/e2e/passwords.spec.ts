import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { passwordLink } from './mailbox.ts';

// maif's demo client (the core's seed): plussimple's is the other spec's, so neither changes the other's password.
const LOGIN = 'demo.client@example.com';

test('a forgotten password: a link by e-mail, a new password, then changed again from the account page', async ({
  page,
  baseURL,
}, info) => {
  // Four passwords hashed with scrypt at OWASP's cost (about 0.5 s each on a busy machine) and two e-mails.
  test.setTimeout(90_000);
  const space = new URL(baseURL ?? '');
  space.hostname = 'maif.localhost';
  const chosen = `chosen by ${info.project.name} ${Date.now()}`;
  const changed = `changed by ${info.project.name} ${Date.now()}`;

  await page.goto(`${space.origin}/fr-FR/login`);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  // Nothing typed: the summary and the field say what to do, in the page's language (no browser message).
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(
    page.getByRole('link', { name: "Saisissez l'adresse e-mail de votre espace client" }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(LOGIN);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByText(`Si un espace client existe pour ${LOGIN}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail's link opens the page that chooses the password; the two fields must agree.
  const link = await passwordLink('maif');
  expect(link.startsWith(`${space.origin}/fr-FR/password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(chosen);
  await page.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill(`${chosen} typo`);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    page.getByRole('link', { name: 'Saisissez le même mot de passe dans les deux champs' }),
  ).toBeVisible();
  await page.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe est enregistré.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(LOGIN);
  await page.getByLabel('Mot de passe', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();

  // The same link a second time is refused, and leads to a new one.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('someone else again');
  await page.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill('someone else again');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Ce lien a expiré ou a déjà servi.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();

  await page.goto(`${space.origin}/fr-FR/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(chosen);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(changed);
  await page.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe est changé.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(LOGIN);
  await page.getByLabel('Mot de passe', { exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
});
