import { expect } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { expectAccessible, frenchPersona, Person } from './support/person.ts';

// Company and beneficial owners, seen as a person would, clicking from the home page on a desktop and a phone: a company the
// register does not know, typed by hand with a SIRET the core checks (item 3); 'nobody holds more than 25%'
// declaring the legal representative, through to the signature (item 7).

test.describe('a SIRET the core refuses', () => {
  // The refusal is a 422 from the core, shown on the field: the one error the console may log.
  test.use({ expectedConsoleErrors: [/status of 422 .*\/v2\/prospects\//] });

  test('a company typed by hand: a SIRET with a wrong check digit is refused on its field, the right one saved', async ({
    page,
  }) => {
    // From the home page to the criteria and back: over the default 30 s on a busy CI machine (32 s seen).
    test.setTimeout(60_000);
    const person = new Person(page, frenchPersona());
    await person.startFromHome();
    await person.giveActivityAndCity();
    const siret = await person.typeCompanyByHand('Boulangerie des Lilas', '732 829 320 00075');
    await person.continue();
    await expect(siret).toHaveAttribute('aria-invalid', 'true');
    const refusal = 'Ce SIREN ou SIRET n’est pas valide : vérifiez ses 9 ou 14 chiffres.';
    // The error is the field's own (its description), and the summary at the top links to it.
    await expect(siret).toHaveAccessibleDescription(new RegExp(refusal));
    await expect(page.getByRole('link', { name: new RegExp(refusal) })).toBeVisible();
    await expectAccessible(page);
    await siret.fill('732 829 320 00074');
    await person.continue();
    await person.reach('criteria.title');
    // Saved as typed by hand, in the register's form: back on the company screen, the SIRET is there.
    await page.goBack();
    await person.reach('company.title');
    await expect(siret).toHaveValue('73282932000074');
  });
});

test("'nobody holds more than 25%' declares the legal representative, then the signature", async ({
  page,
  isMobile,
}) => {
  // The whole journey on the phone only, to keep CI short (the screen's behaviour is in its component test).
  test.skip(!isMobile, 'phone only');
  test.setTimeout(60_000);
  // An SA: it declares its beneficial owners after the documents.
  const person = new Person(
    page,
    frenchPersona({ tenant: 'maif', product: 'Multirisque professionnelle', companyId: '185649290' }),
  );
  await person.chooseAnOffer();
  // The summary of the answers, when the journey has it between the offer and the documents.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(person.t('offer.title'));
  if ((await heading.textContent()) === person.t('check-answers.title')) await person.continue();
  await person.acknowledgeDocuments();
  await person.declareLegalRepresentative('Présidente');
  await person.reach('signature.title', 'iframe');
});
