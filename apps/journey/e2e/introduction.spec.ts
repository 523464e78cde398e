import { expect, type Page, test } from '@playwright/test';
import { analyzeWhenStill } from './support/accessibility.ts';
import { createSubscription, getCriteria, getProspect, holdProof } from './support/core.ts';

// The introduction screens (activity, city, company), 'Your information' (criteria) and the contact
// details confirmation, in French, through the real core.

/** Opens a new subscription at its first screen (the activity). */
async function openSubscription(page: Page): Promise<{ id: string; base: string }> {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  const base = `/fr-FR/souscription/${id}`;
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page).toHaveURL(new RegExp(`${base}/activite$`));
  return { id, base };
}

/**
 * Picks a search result with the keyboard (as a screen-reader or phone user would: the list is the combobox's
 * popup, so the first result is a key press away).
 */
async function choose(page: Page, field: string | RegExp, text: string, option: string) {
  const combobox = page.getByRole('combobox', { name: field });
  await combobox.fill(text);
  // An option is named by all its visible text: its label, then its second line (a code, an address).
  const label = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const result = page.getByRole('option', { name: new RegExp(`^${label}( |$)`) });
  await expect(result).toBeVisible();
  await combobox.press('ArrowDown');
  await expect(result).toHaveAttribute('data-focused', 'true');
  await combobox.press('Enter');
  await expect(combobox).toHaveValue(option);
}

/**
 * Every accessibility rule passes on the screen as it is now. react-aria's live announcer is left out: after a
 * page change it briefly points at an element of the previous page.
 */
async function expectAccessible(page: Page) {
  const results = await analyzeWhenStill(page, { exclude: ['[data-live-announcer]'] });
  expect(
    results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)]),
  ).toEqual([]);
}

async function prospectField(id: string, field: string): Promise<unknown> {
  return ((await getProspect('plussimple', id)) as unknown as Record<string, unknown>)[field];
}

test('activity: a search after two characters, the choice saved on the prospect before moving on', async ({
  page,
}) => {
  const { id, base } = await openSubscription(page);
  const activity = page.getByRole('combobox', { name: /Votre activité/ });
  await expect(activity).toBeVisible();
  await expectAccessible(page);
  // Nothing chosen: the error summary and the field's message, and no move.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('region', { name: 'Il y a un problème' })).toBeFocused();
  await expect(page).toHaveTitle(/^Erreur/);
  await expect(page).toHaveURL(new RegExp(`${base}/activite$`));
  await activity.fill('zzzzqq');
  await expect(page.getByText('Aucune activité ne correspond', { exact: false })).toBeVisible();
  await choose(page, /Votre activité/, 'boulan', 'Boulangerie et boulangerie-pâtisserie');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/ville$`));
  expect(await prospectField(id, 'activity_code')).toBe('10.71C');
  expect(await prospectField(id, 'naf')).toBe('10.71C');
  // Back on the screen, the saved activity is shown.
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(activity).toHaveValue(/Boulangerie/);
});

test('city: found by postal code, its name, postal code and INSEE code saved', async ({ page }) => {
  const { id, base } = await openSubscription(page);
  await choose(page, /Votre activité/, 'boulan', 'Boulangerie et boulangerie-pâtisserie');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/ville$`));
  await choose(page, /Ville ou code postal/, '75011', 'Paris (75011)');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/entreprise$`));
  const prospect = (await getProspect('plussimple', id)) as unknown as Record<string, unknown>;
  expect([prospect.city, prospect.postal_code, prospect.insee_code_city]).toEqual([
    'Paris',
    '75011',
    '75056',
  ]);
});

/** Walks the activity and city screens to the company screen. */
async function openCompany(page: Page): Promise<{ id: string; base: string }> {
  const opened = await openSubscription(page);
  await choose(page, /Votre activité/, 'boulan', 'Boulangerie et boulangerie-pâtisserie');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await choose(page, /Ville ou code postal/, '75011', 'Paris (75011)');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${opened.base}/entreprise$`));
  return opened;
}

test('company: found by company ID, its register data saved and said to come from the register', async ({
  page,
}) => {
  const { id, base } = await openCompany(page);
  const search = page.getByRole('combobox', { name: /Nom de l'entreprise ou SIREN/ });
  await search.fill('000000000');
  await expect(page.getByText('aucune entreprise trouvée pour ce SIREN')).toBeVisible();
  await choose(page, /Nom de l'entreprise ou SIREN/, '185649290', 'Transports Lumière (SA)');
  await expect(page.getByText(/Rempli à partir du registre des entreprises/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue(
    'Transports Lumière (SA)',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/criteres/`));
  const prospect = (await getProspect('plussimple', id)) as unknown as Record<string, unknown>;
  expect([prospect.company_identifier, prospect.siret, prospect.name]).toEqual([
    '18564929000060',
    '18564929000060',
    'Transports Lumière (SA)',
  ]);
});

test('company: without a company ID the name is asked, saved and shown again', async ({ page }) => {
  const { id, base } = await openCompany(page);
  await page.getByRole('button', { name: "Je n'ai pas de SIREN" }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('region', { name: 'Il y a un problème' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /Nom de l'entreprise/ }).fill('Chez Jeanne');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/criteres/`));
  expect(await prospectField(id, 'name')).toBe('Chez Jeanne');
  await page.goto(`${base}/entreprise`);
  await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue('Chez Jeanne');
});

/** Walks activity, city and company ('Continue without') to the first criteria question step. */
async function openCriteria(page: Page): Promise<{ id: string; base: string }> {
  const opened = await openCompany(page);
  await page.getByRole('button', { name: 'Continuer sans' }).click();
  await expect(page).toHaveURL(new RegExp(`${opened.base}/criteres/workforce$`));
  return opened;
}

test('criteria: each question step is a form from its definitions, answers saved before moving', async ({
  page,
}) => {
  const { id, base } = await openCriteria(page);
  await expect(page.getByText('Question 1 sur 2')).toBeVisible();
  const headcount = page.getByRole('textbox', { name: /Nombre de salariés/ });
  await expect(headcount).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('region', { name: 'Il y a un problème' })).toBeFocused();
  await headcount.fill('12');
  await page.getByRole('textbox', { name: /Nombre de cadres/ }).fill('2');
  await page.getByRole('textbox', { name: /Nombre de non-cadres/ }).fill('10');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/criteres/current-cover$`));
  await page.getByText('Non', { exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/confirmation/contact$`));
  expect(await getCriteria('plussimple', id)).toMatchObject({
    headcount: 12,
    managers_count: 2,
    non_managers_count: 10,
    has_current_contract: false,
  });
  // Back on a question step, the answers are there.
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('radio', { name: 'Non' })).toBeChecked();
});

test('confirmation: contact details checked, saved, then the company address', async ({ page }) => {
  const { id, base } = await openCriteria(page);
  await page.getByRole('textbox', { name: /Nombre de salariés/ }).fill('3');
  await page.getByRole('textbox', { name: /Nombre de cadres/ }).fill('1');
  await page.getByRole('textbox', { name: /Nombre de non-cadres/ }).fill('2');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('Oui', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/confirmation/contact$`));
  await expect(page.getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('jeanne');
  await page.getByRole('button', { name: 'Continuer' }).click();
  const summary = page.getByRole('region', { name: 'Il y a un problème' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Ce champ doit être une adresse e-mail' })).toBeVisible();
  // Each missing answer is named, not 'Ce champ est obligatoire' over and over.
  await expect(summary.getByRole('link', { name: 'Renseignez le champ « Prénom »' })).toBeVisible();
  await expect(summary.getByRole('link', { name: /Ce champ est obligatoire/ })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Erreur/);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('jeanne.martin@example.com');
  await page.getByRole('textbox', { name: /Numéro de téléphone mobile/ }).fill('0612345678');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/confirmation/company$`));
  const prospect = (await getProspect('plussimple', id)) as unknown as Record<string, unknown>;
  expect([prospect.email, prospect.owner_firstname, prospect.owner_lastname]).toEqual([
    'jeanne.martin@example.com',
    'Jeanne',
    'Martin',
  ]);
  // The company sub-step starts from the city given earlier.
  await expect(page.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Paris');
  await page.getByRole('textbox', { name: /Nom de l'entreprise/ }).fill('Chez Jeanne');
  await page.getByRole('textbox', { name: /^Adresse$/ }).fill('12 rue Oberkampf');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).not.toHaveURL(/\/confirmation\//);
  expect(await prospectField(id, 'address')).toBe('12 rue Oberkampf');
});
