import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { CORE_URL } from './support/core.ts';
import { anotherDevice } from './support/devices.ts';
import {
  expectAccessible,
  frenchPersona,
  Person,
  type Persona,
  readResumeLink,
  uniqueContact,
} from './support/person.ts';

// Resume anywhere, clicking only from the home page: 'Save for later' e-mails a link that
// opens, on another device (a new browser context: no cookies, no storage), the very step and sub-step the
// person left, with their answers. An offer older than its validity whose tariff changed meanwhile is priced
// again, and the person is told, old price to new, before going on. The tariff change and the offer's age
// are the sandbox operator's controls (/dev/pricing), used in the operator's own browser.
// Both tenant themes on both viewports: plussimple then MAIF on the desktop, the other way round on a phone.

const PRODUCT = 'Multirisque professionnelle';
const PRODUCT_SLUG = 'multirisque';

function persona(tenant: string): Persona {
  return frenchPersona({
    tenant,
    product: PRODUCT,
    ...uniqueContact('reprise', '+336', ''),
    payment: 'sepa',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  });
}

const tenantOf = (testInfo: TestInfo, first: boolean) =>
  (testInfo.project.name === 'phone') === first ? 'maif' : 'plussimple';

/** The values of the text fields of the criteria question on screen, in order. */
async function fieldValues(page: Page): Promise<string[]> {
  const fields = await page.locator('main form, main article').getByRole('textbox').all();
  return Promise.all(fields.map((field) => field.inputValue()));
}

test('save for later mid-criteria: the link opens the same question on another device, answers kept', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const person = new Person(page, persona(tenantOf(testInfo, true)));
  const { t } = person;
  await person.startFromHome();
  await person.introduce();
  // The first question answered, the second on screen: that is where the person stops.
  await person.answerCriteria({ headcount: '7', revenue: '180000', premises_area: '65' }, 1);
  // 'Question 2 of 3': which question of the criteria is on screen.
  const progress = (on: Page, current: number) =>
    on.getByText(
      new RegExp(
        `^${t('criteria.progress').replace('{current}', String(current)).replace('{total}', '\\d+')}$`,
      ),
    );
  await expect(progress(page, 2)).toBeVisible();
  // What the first question holds, seen by going back to it and on again.
  await page.getByRole('button', { name: t('common.back'), exact: true }).click();
  await expect(progress(page, 1)).toBeVisible();
  const answered = await fieldValues(page);
  expect(answered.length).toBeGreaterThan(0);
  expect(answered.every((value) => value !== '')).toBe(true);
  await person.continue();
  await expect(progress(page, 2)).toBeVisible();
  const where = new URL(page.url()).pathname;
  await person.sendByEmail('sidebar.actions.save-for-later');

  const link = await readResumeLink(person.persona.tenant, person.persona.email);
  const device = await anotherDevice(browser, testInfo);
  const again = new Person(device, person.persona);
  await device.goto(link);
  // The exact step and sub-step, not the first: the second question, on the same address.
  await again.reach('criteria.title');
  await expect(device).toHaveURL((url) => url.pathname === where);
  await expect(progress(device, 2)).toBeVisible();
  await device.screenshot({ path: testInfo.outputPath('resumed-mid-criteria.png'), fullPage: true });
  // The answers given on the first device are there.
  await device.getByRole('button', { name: t('common.back'), exact: true }).click();
  await expect(progress(device, 1)).toBeVisible();
  expect(await fieldValues(device)).toEqual(answered);
  await expectAccessible(device);
  // And the person goes on from there, question by question, to the contact details.
  const total = Number((await progress(device, 1).textContent())?.match(/(\d+)\D*$/)?.[1]);
  await again.continue();
  for (let current = 2; current <= total; current++) {
    await expect(progress(device, current)).toBeVisible();
    await again.answerQuestion();
  }
  await again.reach('confirmation.title');
  await device.context().close();
});

/** The operator's browser on the sandbox's pricing page of a tenant. */
async function operatorPage(browser: Browser, tenant: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${CORE_URL}/dev/pricing?token=dev-token-${tenant}`);
  return page;
}

/** The operator publishes a tariff revision of the product: its rates times `index` percent, from now on. */
async function reviseTariff(operator: Page, index: number): Promise<void> {
  await operator.getByLabel('Product').selectOption(PRODUCT_SLUG);
  await operator.getByLabel('Index (%)').fill(String(index));
  await operator.getByRole('button', { name: 'Publish the revision' }).click();
  await expect(operator.getByRole('status')).toHaveText(/in force from now on/);
}

test('an offer older than its validity whose tariff changed: the person is told, old price to new, and goes on', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const person = new Person(page, persona(tenantOf(testInfo, false)));
  const { t } = person;
  await person.reachTheOffer();
  await person.pickOffer();
  const summary = page.getByRole('region', { name: t('offer.summary.title') });
  // The price holds until a date the summary gives.
  await expect(summary).toContainText(t('offer.valid-until').split('{')[0] ?? '');
  const before = (await summary.locator('strong').textContent()) ?? '';
  await person.sendByEmail('sidebar.actions.save-for-later');
  const link = await readResumeLink(person.persona.tenant, person.persona.email);
  const prospectId = new URL(link).searchParams.get('prospect_id') ?? '';

  // Meanwhile the insurer raises this product's rates by 12 %, and 31 days go by (the sandbox's time travel).
  const operator = await operatorPage(browser, person.persona.tenant);
  try {
    await reviseTariff(operator, 112);
    await operator.getByLabel('Prospect id').fill(prospectId);
    await operator.getByRole('button', { name: 'Age the offer' }).click();
    await expect(operator.getByRole('status')).toHaveText(/moved back in time/);

    const device = await anotherDevice(browser, testInfo);
    const again = new Person(device, person.persona);
    await device.goto(link);
    await again.reach('offer.title');
    const notice = device.getByRole('status').filter({ hasText: t('offer.price-change.title') });
    await expect(notice).toBeVisible();
    const amount = /\d[\d\s\u202f.,]*\s?€/;
    const [, was, now] =
      (await notice.textContent())?.match(new RegExp(`(${amount.source}).*?(${amount.source})`)) ?? [];
    expect(was && before.includes(was.trim())).toBeTruthy();
    expect(now).not.toBe(was);
    // The new price is the one shown, and the one the person goes on with.
    const newSummary = device.getByRole('region', { name: t('offer.summary.title') });
    await expect(newSummary.locator('strong')).toContainText(now?.trim() ?? 'none');
    await expectAccessible(device);
    await device.screenshot({ path: testInfo.outputPath('price-changed-on-resume.png'), fullPage: true });
    await notice.scrollIntoViewIfNeeded();
    await device.screenshot({ path: testInfo.outputPath('price-changed-notice.png') });
    await again.continue();
    await again.reach('check-answers.title');
    await expect(again.answer(t('check-answers.row.price'))).toContainText(now?.trim() ?? 'none');
    // The link gave this device the subscription's proof: past the offer, the documents open.
    await again.continue();
    await again.reach('documents.title');
    await device.context().close();
  } finally {
    // The tariff as shipped again, for the specs that follow.
    await reviseTariff(operator, 100);
    await operator.context().close();
  }
});
