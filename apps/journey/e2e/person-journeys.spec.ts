import { expect, test } from '@playwright/test';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// The other journeys a person takes, clicking and typing only from the first page they open: an
// e-mail that already has a customer space, the customer space's login link, a cross-sell by a logged-in
// client, criteria that need a custom offer (unhooking) and a declaration that cancels the request.

/** The demo client of plussimple (README, core-service seed): outside production only. */
const DEMO_CLIENT = { email: 'demo.client@example.com', password: 'souscrire-demo' };

function persona(overrides: Partial<Persona> = {}): Persona {
  return frenchPersona({
    product: 'Multirisque professionnelle',
    ...uniqueContact('marie', '+336', ''),
    payment: 'sepa',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    ...overrides,
  });
}

// Played on the desktop; the real journey covers the phone.
test.skip(({ isMobile }) => isMobile, 'played on the desktop');
test.describe.configure({ timeout: 120_000 });

test('an e-mail that already has a customer space: log in, then on to the end as a cross-sell', async ({
  page,
}) => {
  const person = new Person(page, persona({ email: DEMO_CLIENT.email }));
  await person.chooseAnOffer();
  // The e-mail is a client's: the journey asks them to log in, then takes them to the documents.
  await person.logInToJourney(DEMO_CLIENT.password);
  await person.signAndPay();
  await person.finish('finalization.title.update');
});

test("the customer space's login link: the client logs in and sees their contracts", async ({ page }) => {
  const person = new Person(page, persona({ email: DEMO_CLIENT.email }));
  await page.goto('/fr-FR/intent?type=login');
  await person.logInToCustomerSpace(DEMO_CLIENT.password);
  await expect(
    page.getByRole('heading', { level: 1, name: person.t('space.contracts.title') }),
  ).toBeVisible();
  await expect(page.getByText(person.t('space.contract.status.active')).first()).toBeVisible();
});

test('a logged-in client starts a new subscription: a cross-sell that updates their customer space', async ({
  page,
}) => {
  const person = new Person(
    page,
    persona({ email: DEMO_CLIENT.email, product: 'Responsabilité civile professionnelle' }),
  );
  await page.goto('/fr-FR/intent?type=login');
  await person.logInToCustomerSpace(DEMO_CLIENT.password);
  await expect(
    page.getByRole('heading', { level: 1, name: person.t('space.contracts.title') }),
  ).toBeVisible();
  // Logged in already: Continue on the offer goes straight to the documents.
  await person.chooseAnOffer();
  await person.signAndPay();
  await person.finish('finalization.title.update');
});

test('criteria outside what can be priced online: a custom offer request, then no Continue', async ({
  page,
}) => {
  const person = new Person(page, persona({ product: 'Responsabilité civile professionnelle' }));
  await person.startFromHome();
  await person.introduce();
  // 45 employees: professional liability is priced online up to 19.
  await person.answerCriteria({ headcount: '45', revenue: '250000' });
  await person.reach('qualification.title');
  await expect(page.getByRole('button', { name: person.t('common.continue'), exact: true })).toHaveCount(0);
  await page.getByLabel(person.t('confirmation.fields.email'), { exact: true }).fill(person.persona.email);
  await page.getByLabel(person.t('qualification.message.label')).fill('Nous sommes 45, surtout en atelier.');
  await page.getByRole('button', { name: person.t('qualification.submit') }).click();
  await person.reach('unhooking.title');
  await expect(page.getByRole('button', { name: person.t('common.continue'), exact: true })).toHaveCount(0);
  // A reload keeps the visitor there: the guard knows the step.
  await page.reload();
  await person.reach('unhooking.title');
});

test('a declaration that cancels the request: the reason and what to do instead, no Continue', async ({
  page,
}) => {
  const person = new Person(page, persona());
  await person.startFromHome();
  await person.introduce();
  await person.answerCriteria({ revenue: '250000' });
  await person.confirmContact();
  await person.reach('killing.title');
  await expect(page.getByText(person.t('killing.intro'), { exact: true })).toBeVisible();
  const [proceedings, ...others] = await page.getByRole('radiogroup').all();
  // 'Is your company subject to collective proceedings?' Yes.
  if (proceedings)
    await person.pick(proceedings.getByRole('radio', { name: person.t('common.yes'), exact: true }));
  for (const group of others) {
    await person.pick(group.getByRole('radio', { name: person.t('common.no'), exact: true }));
  }
  await person.continue();
  await person.reach('cancelled.title');
  await expect(page.getByText(/^Motif/)).toBeVisible();
  await expect(page.getByRole('button', { name: person.t('common.continue'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: person.t('common.go-home') })).toBeVisible();
});

test("a host naming a product (the {product} tenant) wears that product's brand and sells it", async ({
  page,
}) => {
  const person = new Person(
    page,
    persona({ tenant: 'rc-pro', product: 'Responsabilité civile professionnelle' }),
  );
  await person.startFromHome();
  await expect(page).toHaveTitle(/RC Pro/);
  await person.reach('activity.title');
  await expect(page.getByRole('img', { name: 'RC Pro' }).first()).toBeVisible();
});
