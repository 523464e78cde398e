import { expect, type Page, test } from '@playwright/test';
import { analyzeWhenStill } from './support/accessibility.ts';
import { whenHydrated } from './support/browser-render.ts';
import { coreCall, holdProof, prospectAt } from './support/core.ts';

const TENANT = 'plussimple';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return coreCall<T>(TENANT, method, path, body);
}

/** Answers a radio question by its label, as a visitor clicks it. */
async function answer(page: Page, question: string | RegExp, choice: string) {
  await page.getByRole('radiogroup', { name: question }).getByText(choice, { exact: true }).click();
}

/** The screen (the main region) has no accessibility violation. */
async function expectNoAxeViolation(page: Page) {
  const results = await analyzeWhenStill(page, { include: 'main' });
  expect(
    results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)]),
  ).toEqual([]);
}

test.describe('declarations', () => {
  test('unanswered questions are summarised; eligible answers lead to the offer', async ({ page }) => {
    const id = await prospectAt('killing');
    await holdProof(page, id);
    await page.goto(`/fr-FR/souscription/${id}/eligibilite`);
    await whenHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos déclarations' })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(3);
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.locator(':focus')).toContainText('Il y a un problème');
    await expect(page).toHaveTitle(/^Erreur/);
    for (const question of [/procédure collective/, /résilié/, /sinistres/]) {
      await answer(page, question, 'Non');
    }
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(new RegExp(`/souscription/${id}/offre$`));
  });

  test('a follow-up question appears with its trigger; a refusal shows its reason and a way out', async ({
    page,
  }) => {
    const id = await prospectAt('killing');
    await holdProof(page, id);
    await page.goto(`/fr-FR/souscription/${id}/eligibilite`);
    await whenHydrated(page);
    await answer(page, /procédure collective/, 'Oui');
    await answer(page, /résilié/, 'Oui');
    const reason = page.getByRole('radiogroup', { name: 'Pour quel motif ?' });
    await expect(reason).toBeVisible();
    await answer(page, 'Pour quel motif ?', 'Autre motif');
    await answer(page, /sinistres/, 'Non');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(new RegExp(`/souscription/${id}/annulee$`));
    // The core's reason, in the page's language.
    await expect(page.getByText(/Votre entreprise fait l'objet d'une procédure collective\./)).toBeVisible();
    await expect(page.getByRole('link', { name: /01 23 45 67 89/ })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    await expect(page.getByRole('link', { name: "Revenir à l'accueil" })).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test('claims to study send the request to review, with a way to reach an adviser', async ({ page }) => {
    const id = await prospectAt('killing');
    await holdProof(page, id);
    await page.goto(`/fr-FR/souscription/${id}/eligibilite`);
    await whenHydrated(page);
    await answer(page, /procédure collective/, 'Non');
    await answer(page, /résilié/, 'Non');
    await answer(page, /sinistres/, 'Oui');
    await page.getByRole('textbox', { name: 'Combien de sinistres ?' }).fill('3');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(new RegExp(`/souscription/${id}/relecture$`));
    await expect(page.getByText(/avant de valider votre souscription/)).toBeVisible();
    await expect(page.getByRole('link', { name: "Revenir à l'accueil" })).toBeVisible();
    await expectNoAxeViolation(page);
  });
});

test.describe('offer', () => {
  test('Continue asks for a formula and an excess level first, then saves the choice and moves on', async ({
    page,
  }) => {
    const id = await prospectAt('offer');
    await holdProof(page, id);
    await page.goto(`/fr-FR/souscription/${id}/offre`);
    await whenHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre offre' })).toBeVisible();
    const formulas = page.getByRole('radiogroup', { name: 'Choisissez votre formule' });
    await expect(formulas.getByRole('radio')).toHaveCount(3);
    await expect(formulas.getByText('Recommandée', { exact: true })).toBeVisible();
    await expectNoAxeViolation(page);

    await page.getByRole('button', { name: 'Continuer' }).click();
    const summary = page.locator(':focus');
    await expect(summary).toContainText('Il y a un problème');
    await expect(summary).toContainText(
      'Choisissez ci-dessous la formule qui vous convient le mieux avant de continuer.',
    );
    await expect(summary).toContainText(
      'Choisissez ci-dessus le niveau de franchise souhaité avant de continuer.',
    );

    await formulas.getByRole('radio', { name: 'Équilibrée' }).click({ force: true });
    await page
      .getByRole('radiogroup', { name: 'Niveau de franchise' })
      .getByRole('radio')
      .first()
      .click({ force: true });
    // The new price is announced in the summary next to Continue.
    await expect(page.getByRole('region', { name: 'Votre choix' })).toContainText('Total');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/v2/prospects/${id}/offer`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continuer' }).click();
    expect((await saved).ok()).toBe(true);
    // Next: the summary of the answers, before the documents.
    await expect(page).toHaveURL(new RegExp(`${id}/recapitulatif$`));
    const offer = await call<{ data: { selection: { formula: string } | null } }>(
      'GET',
      `/v2/prospects/${id}/offer`,
    );
    expect(offer.data.selection?.formula).toBe('balanced');
  });

  test('an unsuited level warns and offers to switch to the recommended formula', async ({ page }) => {
    const id = await prospectAt('offer');
    await holdProof(page, id);
    await page.goto(`/fr-FR/souscription/${id}/offre`);
    await whenHydrated(page);
    const formulas = page.getByRole('radiogroup', { name: 'Choisissez votre formule' });
    await formulas.getByRole('radio', { name: 'Économique' }).click({ force: true });
    await page
      .getByRole('radiogroup', { name: 'Niveau de franchise' })
      .getByRole('radio')
      .first()
      .click({ force: true });
    await expect(page.getByText('Ce niveau pourrait ne pas convenir à votre entreprise')).toBeVisible();
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: /^Passer à / }).click();
    await expect(formulas.getByRole('radio', { checked: true })).not.toHaveAccessibleName('Économique');
    await expect(page.getByText('Ce niveau pourrait ne pas convenir à votre entreprise')).toHaveCount(0);
  });
});

test('criteria outside the product bounds lead to qualification, which says what happens next', async ({
  page,
}) => {
  // rc-pro sells online up to 19 employees (core demo products): 50 asks for an adviser.
  const id = await prospectAt('qualification', {
    headcount: 50,
    revenue: 300000,
    sanctioned_country_exposure: false,
  });
  await holdProof(page, id);
  await page.goto(`/fr-FR/souscription/${id}/qualification`);
  await whenHydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nous avons besoin de quelques précisions' }),
  ).toBeVisible();
  await expect(page.getByText(/Vos réponses dépassent ce que nous pouvons tarifer en ligne/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demander une offre sur mesure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /01 23 45 67 89/ })).toHaveAttribute('href', 'tel:0123456789');
  await expectNoAxeViolation(page);
});
