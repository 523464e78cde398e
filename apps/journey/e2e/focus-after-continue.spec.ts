import { expect, test } from '@playwright/test';
import { frenchPersona, Person, uniqueContact } from './support/person.ts';

// Focus after Continue, for a keyboard or screen reader user: every new screen moves the focus to its heading
// (the step frame does it for all), from the home page to the summary of the answers, clicking only.

test('after each Continue, the new screen’s heading has the focus', async ({ page }) => {
  test.setTimeout(120_000);
  let from = '';
  const arrived: string[] = [];
  const person = new Person(page, frenchPersona({ ...uniqueContact('louise', '+336', '') }), {
    // After each press that moves: a new address, then its heading focused.
    afterMove: async () => {
      await expect(page).not.toHaveURL(from);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      from = page.url();
      arrived.push(new URL(from).pathname.split('/').slice(4).join('/'));
    },
  });
  from = page.url();
  await person.reachTheOffer();
  await person.chooseOffer();
  await person.reach('check-answers.title');
  // The screens reached by a Continue: the introduction, the criteria, the contact details and the company's
  // address, the declarations, the offer and the summary.
  expect(arrived).toEqual(
    expect.arrayContaining([
      'activite',
      'ville',
      'entreprise',
      expect.stringMatching(/^criteres/),
      'confirmation/contact',
      'confirmation/company',
      'eligibilite',
      'offre',
      'recapitulatif',
    ]),
  );
});
