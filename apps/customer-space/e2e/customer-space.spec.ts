import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The seeded demo client (README): an active contract paid quarterly by SEPA and a draft to resume.
const LOGIN = 'demo.client@example.com';
const PASSWORD = 'souscrire-demo';

test('the journey sends an existing client to log in; contracts, schedule and documents; logout', async ({
  page,
}) => {
  const coreCalls: string[] = [];
  let loginAnswer = '';
  page.on('request', (request) => {
    if (request.url().includes('/v2/') && ['fetch', 'xhr'].includes(request.resourceType())) {
      coreCalls.push(request.url());
    }
  });
  page.on('response', async (response) => {
    if (response.url().endsWith('/v2/clients/authentication') && response.ok()) {
      loginAnswer = await response.text();
    }
  });
  await page.goto(`/fr-FR/intent?type=login&reason=already_client&login=${encodeURIComponent(LOGIN)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace client' }),
  ).toBeVisible();
  await expect(page.getByText('Cette adresse e-mail a déjà un espace client.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(LOGIN);
  await expectNoAxeViolations(page);

  await page.getByLabel('Mot de passe').fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The error summary takes focus and links to the password field, which shows the message too.
  await expect(page.getByRole('heading', { name: 'Il y a un problème' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /L’adresse e-mail ou le mot de passe n’est pas correct/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
  // The session is in a cookie the space's web server set, which no script reads; the page's calls to the
  // core go to its own origin, and the login's answer carried no token.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'client_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookies.find((cookie) => cookie.name === 'client_signed_in')).toMatchObject({ httpOnly: false });
  expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value ?? 'no session');
  expect(coreCalls.length).toBeGreaterThan(0);
  expect(coreCalls.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  expect(loginAnswer).not.toContain('"session"');
  const active = page.getByRole('article').filter({ hasText: 'Actif' });
  await expect(active.getByRole('table')).toBeVisible();
  await expect(active.getByRole('row')).toHaveCount(5);
  await expect(active.getByRole('button', { name: /Télécharger Contrat signé/ })).toBeVisible();
  const draft = page.getByRole('article').filter({ hasText: 'Souscription en cours' });
  // The page fits its viewport, a phone's included: nothing scrolls sideways.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expect(draft.getByRole('link', { name: 'Reprendre ma souscription' })).toHaveAttribute(
    'href',
    /^http:\/\/localhost:5173\/fr-FR\/intent\?type=subscription&prospect_id=/,
  );
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await active.getByRole('button', { name: /Télécharger Mandat de prélèvement SEPA/ }).click();
  expect((await download).suggestedFilename()).toBe('sepa-mandate.pdf');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace client' }),
  ).toBeVisible();
  // The session ended on the server and its web server removed the cookies: the contracts page leads to login
  // again.
  const left = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(left).not.toContain('client_session');
  expect(left).not.toContain('client_signed_in');
  await page.goto('/fr-FR/contracts');
  await expect(page).toHaveURL(/\/fr-FR\/login$/);
});
