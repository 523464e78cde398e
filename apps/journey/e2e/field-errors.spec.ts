import { expect, type Locator, type Page, test } from '@playwright/test';
import { SPACE_URL } from './support/core.ts';
import { anotherDevice } from './support/devices.ts';
import { catalogue, frenchPersona, Person, readMailbox } from './support/person.ts';

// A person who makes mistakes (UX: errors): each message says what to do about which field (GOV.UK's 'Enter the
// date of birth of the legal representative'), in the page's language and never in the browser's own words; the
// error summary links each message to its field; and the page title starts with 'Erreur : ' while the page
// shows errors, the home page and the customer space included. Clicking and typing only, desktop and phone.

const t = catalogue('fr');
const ERROR_PREFIX = t('layout.error-title-prefix').replace('{title}', '');
// Chromium's own messages for an empty or malformed field, in French and in English.
const BROWSER_MESSAGES =
  /Veuillez (renseigner ce champ|cocher cette case|respecter le format)|Please (fill out|check|match|enter a)/;

/** The error summary (its heading's section) of the page, or of a part of it (a dialog). */
function summaryOf(scope: Page | Locator): Locator {
  return scope.getByRole('heading', { name: t('layout.error-summary.title') }).locator('..');
}

/**
 * The summary lists exactly `messages`, each linking to its field, which following it focuses; the title says
 * 'Erreur : ' and no browser message shows.
 */
async function expectSummary(page: Page, messages: readonly string[], field?: Locator): Promise<void> {
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText([...messages]);
  await expect(page).toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));
  await expect(page.getByText(BROWSER_MESSAGES)).toHaveCount(0);
  if (field) {
    await summary.getByRole('link', { name: messages[0] }).click();
    await expect(field).toBeFocused();
  }
}

test('the introduction names each missing field, links to it and marks the title', async ({ page }) => {
  test.setTimeout(120_000);
  const person = new Person(page, frenchPersona());
  await page.goto('/fr-FR');
  await person.reach('home.title');
  // Starting without a product: the home page says which choice is missing, in its title too.
  await page.getByRole('button', { name: t('home.submit') }).click();
  await expect(page.getByText(t('home.product.required'))).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));
  const card = page.getByRole('radio', { name: person.persona.product, exact: true });
  await page.locator('label').filter({ has: card }).click();
  await expect(page).not.toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));
  await page.getByRole('button', { name: t('home.submit') }).click();

  await person.reach('activity.title');
  await person.continue();
  const activity = page.getByRole('combobox', { name: t('activity.search.label') });
  await expectSummary(page, [t('errors.activity.required')], activity);
  await person.pickFirst(t('activity.search.label'), person.persona.activity);
  await person.continue();

  await person.reach('city.title');
  await expect(page).not.toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));
  await person.continue();
  const city = page.getByRole('combobox', { name: new RegExp(t('city.search.label')) });
  await expectSummary(page, [t('errors.city.required')], city);
  await person.pickFirst(new RegExp(t('city.search.label')), person.persona.postalCode);
  await person.continue();

  await person.reach('company.title');
  await person.continue();
  await expectSummary(page, [t('errors.company.required')]);
  // The form for a company without a company ID: its name is required, and said so by name.
  await page.getByRole('button', { name: t('company.no-company-id') }).click();
  await person.continue();
  const name = page.getByLabel(t('confirmation.fields.company-name'), { exact: true });
  await expectSummary(page, [t('errors.company.name-required')], name);

  // Save for later, sent empty: the e-mail and the conditions each say what to do.
  const menu = page.getByRole('button', { name: t('layout.menu.open') });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: t('sidebar.actions.save-for-later') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('save-for-later.submit') }).click();
  // The spec's sentence for the whole form, and each field's own message.
  await expect(dialog.getByText(t('errors.email-and-terms'))).toBeVisible();
  await expect(summaryOf(dialog).getByRole('link')).toHaveText([
    t('errors.email-required'),
    t('errors.terms-required'),
  ]);
  await expect(page.getByText(BROWSER_MESSAGES)).toHaveCount(0);
});

test('documents, signature and SEPA name the document or field; the customer-space login too', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const person = new Person(page, frenchPersona({ payment: 'sepa' }));
  await person.chooseAnOffer();

  // Documents: one message per document, naming it.
  await person.reach('documents.title');
  const names = await page.locator('.sc-document-row__name').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  await person.continue();
  await expectSummary(page, [
    ...names.map((document) => t('errors.documents.acknowledge-document').replace('{name}', document.trim())),
    t('errors.documents.accept-conditions'),
  ]);
  await person.acknowledgeDocuments();
  await person.declareOwnersIfAsked();

  // The SMS code sent empty: our message, not the browser's; then a wrong code says it is wrong.
  await person.pressSign();
  const dialog = page.getByRole('dialog', { name: t('signature.sms.title') });
  await dialog.getByRole('button', { name: t('signature.sms.submit') }).click();
  const sms = t('errors.sms-code-required').replace('{length, number}', '6');
  await expect(dialog.getByText(sms).first()).toBeVisible();
  await expect(page.getByText(BROWSER_MESSAGES)).toHaveCount(0);
  const code = await readMailbox(person.persona.tenant, person.persona.phone.slice(-8), /\b(\d{6})\b/);
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel(t('signature.sms.label')).fill(wrong);
  await dialog.getByRole('button', { name: t('signature.sms.submit') }).click();
  await expect(dialog.getByText(t('signature.sms.invalid')).first()).toBeVisible();
  await dialog.getByLabel(t('signature.sms.label')).fill(code);
  await dialog.getByRole('button', { name: t('signature.sms.submit') }).click();

  // SEPA sent empty: the holder, the IBAN and the mandate each say what to do.
  await person.reach('payment.title', '.sc-payment__card-fields iframe');
  await page.getByRole('radio', { name: t('payment.method.sepa') }).check({ force: true });
  await page.getByRole('button', { name: t('payment.submit.sepa') }).click();
  await expectSummary(
    page,
    [t('errors.sepa.holder-required'), t('errors.sepa.iban-required'), t('errors.sepa.mandate-required')],
    page.getByLabel(t('payment.sepa.holder')),
  );

  // The customer space's login, sent empty, names both fields and marks its title (a client signing in on
  // another device: this one holds the session its journey earned).
  const space = await anotherDevice(browser, testInfo);
  await space.goto(`${SPACE_URL}/fr-FR/login`);
  await expect(space.getByRole('heading', { level: 1, name: t('space.login.title') })).toBeVisible();
  // The apps' one login form (@souscrire/app-kit) says it in the same words as the journey's login.
  await space.getByRole('button', { name: t('login.submit') }).click();
  const spaceSummary = space.getByRole('heading', { name: t('layout.error-summary.title') }).locator('..');
  await expect(spaceSummary.getByRole('link')).toHaveText([
    t('errors.email-required'),
    t('errors.password-required'),
  ]);
  await expect(space).toHaveTitle(new RegExp(`^${t('space.form.error-prefix').replace('{title}', '')}`));
  await expect(space.getByText(BROWSER_MESSAGES)).toHaveCount(0);
});
