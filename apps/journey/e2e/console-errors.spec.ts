import { expect, type Page } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// A whole journey, clicking only from the home page to the contract issued, logs no error in the browser's
// console: a product without an eligibility form (plussimple-de) is no failed request, and no screen
// reports an error a person does not see. In German and in French, on a desktop and on a phone.

const PERSONAS: { name: string; persona: () => Persona }[] = [
  {
    name: 'German, plussimple-de (no eligibility form)',
    persona: () => ({
      tenant: 'plussimple-de',
      language: 'de',
      country: 'DE',
      product: 'Berufshaftpflichtversicherung',
      activity: 'Bäckerei',
      postalCode: '10115',
      ...uniqueContact('jonas', '+49151', ''),
      payment: 'sepa',
      iban: 'DE89 3704 0044 0532 0130 00',
    }),
  },
  { name: 'French, plussimple (with its declarations)', persona: () => frenchPersona() },
];

/** Every error the page's console logs (failed requests included) and every uncaught exception. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { name, persona } of PERSONAS) {
  test(`${name}: home to the contract issued logs no console error`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = consoleErrors(page);
    const person = new Person(page, persona());
    await person.chooseAnOffer();
    await person.signAndPay();
    await person.finish('finalization.title.create');
    expect(errors).toEqual([]);
  });
}
