import { expect } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// Languages and company registers, seen as a person would, clicking from the home page: what the core answers is in the page's
// language, not the browser's; each country's company register; the answers kept as given.

const persona = (overrides: Partial<Persona>): Persona =>
  frenchPersona({ activity: 'boulangerie', ...uniqueContact('lena', '+336', ''), ...overrides });

// The data flows do not change with the viewport: on the desktop only, to keep CI short. Five screens, each
// checked with axe on the way, take longer than the default 30 s.
test.skip(({ isMobile }) => isMobile, 'desktop only');
test.describe.configure({ timeout: 60_000 });

test.describe('a browser set to English on a French page', () => {
  test.use({ locale: 'en-US' });

  test('activities, criteria labels are French; the city is listed once and kept when the company is elsewhere', async ({
    page,
  }) => {
    const person = new Person(page, persona({}));
    await person.startFromHome();
    await person.reach('activity.title');
    const activity = page.getByRole('combobox', { name: person.t('activity.search.label') });
    // The screen's own examples ('Par exemple : boulangerie, architecte, coiffeur.') find French activities.
    for (const [example, label] of [
      ['architecte', "Activités d'architecture (architecte)"],
      ['coiffeur', 'Coiffure (coiffeur, coiffeuse)'],
      ['boulangerie', 'Boulangerie et boulangerie-pâtisserie'],
    ] as const) {
      await activity.fill(example);
      await expect(page.getByRole('option', { name: label })).toBeVisible();
    }
    await person.pickFirst(person.t('activity.search.label'), 'boulangerie');
    await person.continue();

    await person.reach('city.title');
    const city = page.getByRole('combobox', { name: new RegExp(person.t('city.search.label')) });
    await city.fill('75011');
    // 'Paris (75011)' once, not beside 'Paris 11e Arrondissement (75011)'.
    await expect(page.getByRole('option', { name: /^Paris/ })).toHaveCount(1);
    await person.pickFirst(new RegExp(person.t('city.search.label')), '75011');
    await person.continue();

    await person.reach('company.title');
    // An SA of Arcueil (94110): the register's town differs from the chosen one, so the screen asks.
    await person.pickFirst(person.t('company.search.label'), '185649290');
    const town = page.getByRole('radiogroup', { name: person.t('company.differs.city.label') });
    await expect(town).toContainText('Arcueil (94110)');
    await expect(page.getByRole('radio', { name: 'Garder Paris (75011)' })).toBeChecked();
    await page.getByLabel(person.t('confirmation.fields.address'), { exact: true }).fill('12 rue Oberkampf');
    await person.continue();

    await person.reach('criteria.title');
    await expect(page.getByRole('textbox', { name: 'Nombre de salariés' })).toBeVisible();
    await expect(page.getByText('Number of employees')).toHaveCount(0);
  });
});

test('plussimple-de finds a German company by its Handelsregister number, and no French one', async ({
  page,
}) => {
  const person = new Person(
    page,
    persona({
      tenant: 'plussimple-de',
      language: 'de',
      country: 'DE',
      product: 'Berufshaftpflichtversicherung',
      activity: 'Bäckerei',
      postalCode: '80331',
    }),
  );
  await person.startFromHome();
  await person.reach('activity.title');
  await person.pickFirst(person.t('activity.search.label'), person.persona.activity);
  await person.continue();
  await person.reach('city.title');
  await person.pickFirst(new RegExp(person.t('city.search.label')), person.persona.postalCode);
  await person.continue();
  await person.reach('company.title');
  const company = page.getByRole('combobox', { name: person.t('company.search.label') });
  // The French register is not searched from a German page.
  await company.fill('Boulangerie');
  await expect(
    page.getByText(person.t('company.search.no-results').replace('{query}', 'Boulangerie')),
  ).toBeVisible();
  await expect(page.getByRole('option').filter({ has: page.locator('[slot="label"]') })).toHaveCount(0);
  await person.pickFirst(person.t('company.search.label'), 'HRB 12345');
  await expect(company).toHaveValue('Bäckerei Müller GmbH');
  await expect(page.getByText(person.t('company.prefilled.source'), { exact: false })).toBeVisible();
  await person.continue();
  await person.reach('criteria.title');
  await expect(page.getByRole('textbox', { name: 'Anzahl der Beschäftigten' })).toBeVisible();
});
