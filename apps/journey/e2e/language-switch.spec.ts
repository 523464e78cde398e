import { expect } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { frenchPersona, Person } from './support/person.ts';

// issue 16 (5): a person who changes the language mid-journey keeps everything: the screen they were on, every
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
  await person.reach('payment.title', '.sc-payment__card-fields iframe');
  const cardFields = page.frameLocator('.sc-payment__card-fields iframe');
  await expect(cardFields.locator('html')).toHaveAttribute('lang', 'it');
  await person.pay();
  await person.finish('finalization.title.create');
});
