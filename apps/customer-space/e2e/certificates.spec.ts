import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '@souscrire/vitest-config/pdf-text';
import { expectNoAxeViolations } from './axe.ts';

// The seeded demo client (README): its active contract was seeded, not signed online, so it has a certificate
// but no proof-of-sale file. plussimple's demo client: maif's has its password changed by passwords.spec.ts.
const LOGIN = 'demo.client@example.com';
const PASSWORD = 'souscrire-demo';

test('the client downloads the certificate, and its verification address says it is valid, without a login', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(LOGIN);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
  const active = page.getByRole('article').filter({ hasText: 'Actif' });
  await expect(active.getByRole('heading', { name: 'Attestation et preuve' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await active.getByRole('button', { name: 'Télécharger l’attestation' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-PLUSSIMPLE-\d{4}-\d{7}\.pdf$/);
  const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, ' ');
  expect(text).toContain('Attestation d');
  expect(text).toContain('Transports Lumière (SA)');
  const address = /(http:\/\/\S+\/fr-FR\/verify\?code=[A-Za-z0-9_-]{22})/.exec(text)?.[1] ?? '';
  // The address leads to this customer space, whose page checks the code.
  expect(new URL(address).origin).toBe(new URL(baseURL ?? '').origin);

  // The seeded contract was not signed online: it has no proof-of-sale file, and the client is told so.
  await active.getByRole('button', { name: 'Dossier de preuve' }).click();
  await expect(active.getByText('Ce contrat n’a pas été signé en ligne')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/login$/);

  // Whoever holds the certificate opens its address (its QR code): no login asked.
  await page.goto(address);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vérification d’une attestation d’assurance' }),
  ).toBeVisible();
  await expect(page.getByText('Attestation valide')).toBeVisible();
  await expect(page.getByText('Entreprise assurée : Transports Lumière (SA)')).toBeVisible();
  await expect(page.getByText(/^Période : du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('Numéro de contrat')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);

  // A code no certificate has.
  await page.goto(`/fr-FR/verify?code=${'A'.repeat(22)}`);
  await expect(page.getByText('Aucune attestation ne correspond à cette adresse.')).toBeVisible();
  await expectNoAxeViolations(page);
});
