import { expect, test } from '@playwright/test';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// The contact details' mobile number, checked by the country's numbering plan in the page's language: the
// signature's code is texted to it, so '12' or a landline is refused on the field, before anything is sent.
// A French visitor of plussimple on the desktop, a German one of plussimple-de on a phone.

function persona(project: string): Persona {
  if (project === 'phone') {
    return {
      tenant: 'plussimple-de',
      language: 'de',
      country: 'DE',
      product: 'Berufshaftpflichtversicherung',
      activity: 'Bäckerei',
      postalCode: '10115',
      ...uniqueContact('anna', '+49151', ''),
      payment: 'sepa',
      iban: 'DE89 3704 0044 0532 0130 00',
    };
  }
  return frenchPersona({ ...uniqueContact('jeanne', '+336', '') });
}

test('a mobile number the SMS cannot reach is refused on its field, in the page language', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const person = new Person(page, persona(testInfo.project.name));
  const { t } = person;
  await person.startFromHome();
  await person.introduce();
  await person.answerCriteria({ revenue: '250000' });
  await person.reach('confirmation.title');

  await page.getByLabel(t('confirmation.fields.email'), { exact: true }).fill(person.persona.email);
  const phone = page.getByLabel(t('confirmation.fields.phone'), { exact: true });
  await page.getByLabel(t('confirmation.fields.owner-firstname'), { exact: true }).fill('Jeanne');
  await page.getByLabel(t('confirmation.fields.owner-lastname'), { exact: true }).fill('Martin');
  for (const refused of ['12', person.persona.country === 'DE' ? '030 1234567' : '01 45 45 32 45']) {
    await phone.fill(refused);
    await page.getByRole('button', { name: t('common.continue'), exact: true }).click();
    // The field's own message, tied to it, and the summary's link to it; the visitor stays on the screen.
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(new RegExp(literal(t('errors.phone'))));
    const summary = page.getByRole('heading', { name: t('layout.error-summary.title') }).locator('..');
    await expect(summary.getByRole('link', { name: t('errors.phone') })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  }
  await page.screenshot({ path: testInfo.outputPath('contact-phone-refused.png'), fullPage: true });

  // A mobile of the country, typed the way people write it, moves on.
  await phone.fill(person.persona.country === 'DE' ? '0151 2345 6789' : '06 12 34 56 78');
  await person.continue();
  await expect(page).toHaveURL(/\/company$/);
});

function literal(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
}
