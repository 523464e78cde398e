import { expect, type Route } from '@playwright/test';
import { whenHydrated } from './support/browser-render.ts';
import { holdProof, prospectAt } from './support/core.ts';
import { test } from './support/csp-test.ts';
import { frenchPersona, Person } from './support/person.ts';

// A person who changes the language mid-journey keeps everything: the screen they were on, every
// answer given (read back on 'Check your answers' in the new language), and the signing and card frames, which
// are loaded again in the new language. Clicking only, from the home page, on a desktop and on a phone; axe
// checks every screen on the way (Person.reach).

test('changing the language mid-journey keeps the step, the answers, and reloads the frames in the new language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = new Person(page, frenchPersona());
  await person.answerUpToTheOffer();

  // Check your answers, read in French, then in English: the same prospect, the same screen, the same answers.
  await person.reach('check-answers.title');
  const prospectId = new URL(page.url()).pathname.split('/').at(-2) ?? 'no prospect id';
  await person.switchLanguage('en');
  await person.reach('check-answers.title');
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/en-FR/[^/]+/${prospectId}/`));
  await expect(page.getByRole('heading', { level: 2, name: person.t('confirmation.title') })).toBeVisible();
  await expect(person.answer(person.t('confirmation.fields.email'))).toHaveText(person.persona.email);
  await person.continue();
  await person.acknowledgeDocuments();
  await person.declareOwnersIfAsked();

  // The signing frame, loaded in English, is loaded again in German: Person.sign presses its German button.
  await person.reach('signature.title', 'iframe');
  await person.switchLanguage('de');
  await person.sign();

  // The card fields come from the provider's script in the page's language: in Italian once switched.
  await person.reach('payment.title', '.sc-payment__card-fields iframe');
  await person.switchLanguage('it');
  // From here the product is named in Italian, in the customer space too.
  person.persona.product = 'Responsabilità civile professionale';
  await person.reach('payment.title', '.sc-payment__card-fields iframe');
  const cardFields = page.frameLocator('.sc-payment__card-fields iframe');
  await expect(cardFields.locator('html')).toHaveAttribute('lang', 'it');
  await person.pay();
  await person.finish('finalization.title.create');
});

// UX: 'nothing lost' covers what the visitor chose since the last save too: the screen is the same one, in
// other words (a language change does not mount it anew).
test('a choice not yet saved is still chosen in the new language, and is then saved', async ({ page }) => {
  const id = await prospectAt('offer');
  await holdProof(page, id);
  // The offer saves a choice once it rests (PUT offer): held here, nothing of it reaches the core meanwhile.
  const held: Route[] = [];
  await page.route(`**/v2/prospects/${id}/offer`, (route) =>
    route.request().method() === 'PUT' ? held.push(route) : route.fallback(),
  );
  await page.goto(`/fr-FR/souscription/${id}/offre`);
  await whenHydrated(page);
  const person = new Person(page, frenchPersona());
  const formulas = page.getByRole('radiogroup', { name: person.t('offer.formula.legend') });
  const value = await formulas.getByRole('radio', { checked: false }).first().getAttribute('value');
  const chosen = page.locator(`input[name="formula"][value="${value}"]`);
  await page.locator('label').filter({ has: chosen }).click();
  await expect(chosen).toBeChecked();
  const level = await page.locator('input[name="excess_level"]').last().getAttribute('value');
  const excess = page.locator(`input[name="excess_level"][value="${level}"]`);
  await page.locator('label').filter({ has: excess }).click();
  await expect(excess).toBeChecked();

  await person.switchLanguage('en');
  await expect(page.getByRole('radiogroup', { name: person.t('offer.formula.legend') })).toBeVisible();
  await expect(chosen).toBeChecked();
  await expect(excess).toBeChecked();
  // And saved, once the choice rests.
  await expect
    .poll(() => held.some((route) => route.request().postData()?.includes(`"${value}"`)))
    .toBe(true);
  for (const route of held) await route.continue();
});

// What the core wrote (the criteria's labels, the declarations' questions) is asked again in the new language
// on a switch, never left in the old one until a reload; the answers given stay. Clicking only, from the home
// page.
test('a language switch asks the core again: criteria labels, then declarations and their yes/no', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const person = new Person(page, frenchPersona());
  await person.startFromHome();
  await person.introduce();
  await person.reach('criteria.title');
  await expect(page.getByRole('textbox', { name: 'Nombre de salariés' })).toBeVisible();

  await person.switchLanguage('en');
  await person.reach('criteria.title');
  await expect(page.getByRole('textbox', { name: 'Number of employees' })).toBeVisible();
  await expect(page.getByText('Nombre de salariés')).toHaveCount(0);
  await person.answerCriteria({ revenue: '250000' });
  await person.confirmContact();
  await person.reach('killing.title');
  const claims = {
    en: 'Have you reported any claims in the last 3 years?',
    de: 'Haben Sie in den letzten 3 Jahren Schäden gemeldet?',
    fr: 'Avez-vous déclaré des sinistres au cours des 3 dernières années ?',
  };
  await expect(page.getByRole('radiogroup', { name: claims.en })).toBeVisible();

  await person.switchLanguage('de');
  await person.reach('killing.title');
  const german = page.getByRole('radiogroup', { name: claims.de });
  await expect(german).toBeVisible();
  await expect(page.getByText(claims.en)).toHaveCount(0);
  // An answer given in German, not yet sent.
  const no = german.getByRole('radio', { name: person.t('common.no'), exact: true });
  await no.locator('xpath=ancestor::label[1]').click();
  await expect(no).toBeChecked();

  await person.switchLanguage('fr');
  await person.reach('killing.title');
  const french = page.getByRole('radiogroup', { name: claims.fr });
  await expect(french).toBeVisible();
  await expect(page.getByText(claims.de)).toHaveCount(0);
  await expect(french.getByRole('radio', { name: 'Non', exact: true })).toBeChecked();
  await expect(french.getByRole('radio', { name: 'Oui', exact: true })).toBeVisible();
});
