import { expect, test } from '@playwright/test';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// 'Check your answers', clicking only from the home page: the summary shows the answers, a Change
// on a criterion that moves the price opens its question and comes back, the page says the price changed,
// then on to the documents. Plussimple on the desktop, MAIF on the phone.

const HEADCOUNT = 'Nombre de salariés';

function persona(tenant: string): Persona {
  return frenchPersona({
    tenant,
    product: 'Multirisque professionnelle',
    ...uniqueContact('claire', '+336', ''),
    payment: 'sepa',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  });
}

test('check your answers: a Change that moves the price comes back and says so', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const person = new Person(page, persona(testInfo.project.name === 'phone' ? 'maif' : 'plussimple'));
  const { t } = person;
  await person.answerUpToTheOffer();

  await person.reach('check-answers.title');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  for (const heading of [
    'check-answers.section.business',
    'criteria.title',
    'confirmation.title',
    'offer.title',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: t(heading) })).toBeVisible();
  }
  await expect(person.answer(t('confirmation.fields.email'))).toHaveText(person.persona.email);
  await expect(person.answer(HEADCOUNT)).toHaveText('3');
  const price = person.answer(t('check-answers.row.price'));
  const before = await price.textContent();
  await page.screenshot({ path: testInfo.outputPath('check-answers.png'), fullPage: true });

  // Change: the question's own step, which comes back to the summary rather than through the journey.
  await page.getByRole('link', { name: `${t('common.change')} ${HEADCOUNT}` }).click();
  await expect(page).toHaveURL(/\?return=check-answers$/);
  const headcount = page.getByRole('textbox', { name: HEADCOUNT });
  await expect(headcount).toHaveValue('3');
  await headcount.fill('12');
  await person.continue();

  await person.reach('check-answers.title');
  await expect(person.answer(HEADCOUNT)).toHaveText('12');
  await expect(price).not.toHaveText(before ?? '');
  const changed = new RegExp(
    t('check-answers.price-changed').replace('{before}', '.+').replace('{after}', '.+').replace(/\s/g, '\\s'),
  );
  await expect(page.getByRole('status').filter({ hasText: changed })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-changed.png'), fullPage: true });

  await person.continue();
  await person.reach('documents.title');

  // Back from the documents: the summary at once, its position written once behind it, and a
  // reload finds the visitor there.
  const positions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/steps')) {
      positions.push(JSON.parse(request.postData() ?? '{}').current_step);
    }
  });
  await page.getByRole('button', { name: t('common.back'), exact: true }).click();
  await person.reach('check-answers.title');
  await page.reload();
  await person.reach('check-answers.title');
  expect(positions).toEqual(['check-answers']);
});
