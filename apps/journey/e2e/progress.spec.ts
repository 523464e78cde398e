import { expect, type Page } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// Honest progress: a person clicking from the home page to the offer sees the sidebar (desktop) and
// the step counter (phone) numbered in the order the screens come, only the steps this product has, and no
// step marked done before it was. Each screen is looked at in both widths in the same visit (the viewport is
// resized), so one visit per tenant covers the phone and the desktop.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

type Seen = { number: number; total: number | null; label: string; done: string[]; upcoming: string[] };

/** What the desktop sidebar shows: each entry's number, label and state. */
async function sidebar(person: Person): Promise<{ number: number; label: string; state: string }[]> {
  const nav = person.page.getByRole('navigation', { name: person.t('layout.steps-navigation') });
  await expect(nav).toBeVisible();
  return nav.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      number: Number(item.querySelector('[aria-hidden="true"]')?.textContent),
      label: item.textContent?.replace(/^\d+/, '').trim() ?? '',
      state: item.getAttribute('data-state') ?? '',
    })),
  );
}

/** A counter message as a pattern: its number, its total when it has one, and its label. */
function counterPattern(message: string): RegExp {
  const [before, after] = message.split('{label}') as [string, string];
  const pattern = before
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{current}', '(?<number>\\d+)')
    .replace('{total}', '(?<total>\\d+)');
  return new RegExp(`^${pattern}(?<label>.+)${after}$`);
}

/**
 * The phone's counter as numbers and label: 'Étape 2 sur 8 : Coordonnées', or 'Étape 1 : Informations' (no
 * total) while the company may still add a step.
 */
async function counter(person: Person): Promise<{ number: number; total: number | null; label: string }> {
  const patterns = [
    counterPattern(person.t('layout.step-counter')),
    counterPattern(person.t('layout.step-counter-first')),
  ];
  const text = person.page.locator('.sc-progress-header__text');
  await expect(text).toBeVisible();
  const shown = (await text.textContent()) ?? '';
  const groups = patterns.map((pattern) => shown.match(pattern)?.groups).find(Boolean);
  expect(groups, shown).toBeDefined();
  return {
    number: Number(groups?.number),
    total: groups?.total === undefined ? null : Number(groups.total),
    label: groups?.label ?? '',
  };
}

/** Looks at the progress on the screen titled `titleId`, on a desktop then on a phone. */
async function look(person: Person, page: Page, titleId: string): Promise<Seen> {
  await expect(page.getByRole('heading', { level: 1, name: person.t(titleId) })).toBeVisible({
    timeout: 15_000,
  });
  let entries: Awaited<ReturnType<typeof sidebar>> = [];
  let phone: Awaited<ReturnType<typeof counter>> = { number: 0, total: null, label: '' };
  // Both widths read again until they agree: the screen's reads (the company adding a step) may land between
  // the two looks, and both show the same progress once they have.
  await expect(async () => {
    await page.setViewportSize(DESKTOP);
    entries = await sidebar(person);
    const current = entries.filter((entry) => entry.state === 'current');
    expect(current, titleId).toHaveLength(1);
    expect(entries.map((entry) => entry.number)).toEqual(entries.map((_, index) => index + 1));
    await page.setViewportSize(PHONE);
    phone = await counter(person);
    await page.setViewportSize(DESKTOP);
    // The phone says what the sidebar says (its total once announced).
    expect(phone).toEqual({
      number: current[0]?.number,
      total: phone.total === null ? null : entries.length,
      label: current[0]?.label,
    });
  }).toPass({ timeout: 10_000 });
  return {
    ...phone,
    done: entries.filter((entry) => entry.state === 'done').map((entry) => entry.label),
    upcoming: entries.filter((entry) => entry.state === 'upcoming').map((entry) => entry.label),
  };
}

const PERSONAS: { persona: () => Persona; eligibility: boolean; owners?: true }[] = [
  {
    // A French product with eligibility questions: Informations, Coordonnées, Éligibilité, Offre...
    eligibility: true,
    persona: () => frenchPersona({ ...uniqueContact('claire', '+336', '') }),
  },
  {
    // An SA declares its beneficial owners, a step more: the count announced already holds it.
    eligibility: true,
    owners: true,
    persona: () => frenchPersona({ companyId: '185649290', ...uniqueContact('agathe', '+336', '') }),
  },
  {
    // A German product without eligibility questions: no 'Eignung' at all, done or not.
    eligibility: false,
    persona: () => ({
      tenant: 'plussimple-de',
      language: 'de',
      country: 'DE',
      product: 'Berufshaftpflichtversicherung',
      activity: 'Bäckerei',
      postalCode: '10115',
      ...uniqueContact('lena', '+49151', ''),
      payment: 'sepa',
      iban: '',
    }),
  },
];

for (const { persona, eligibility, owners } of PERSONAS) {
  const sample = persona();
  test(`${sample.tenant}${owners ? ', an SA' : ''}: steps numbered in visiting order, only this product's, done only when done (phone and desktop)`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'looks at both widths in one visit');
    test.setTimeout(90_000);
    const person = new Person(page, persona());
    const t = person.t;
    const [information, contact, eligibilityLabel, offer] = [
      'sidebar.steps.information',
      'sidebar.steps.contact-details',
      'sidebar.steps.eligibility',
      'sidebar.steps.offer',
    ].map(t) as [string, string, string, string];

    await person.startFromHome();
    const first = await look(person, page, 'activity.title');
    expect(first).toMatchObject({ number: 1, label: information, done: [] });
    expect(first.upcoming.slice(0, 3)).toEqual(
      eligibility ? [contact, eligibilityLabel, offer] : [contact, offer, t('sidebar.steps.documents')],
    );
    const seen = [first];

    await person.introduce();
    seen.push(await look(person, page, 'criteria.title'));
    await person.answerCriteria({ revenue: '250000' });
    seen.push(await look(person, page, 'confirmation.title'));
    await person.confirmContact();
    if (eligibility) {
      seen.push(await look(person, page, 'killing.title'));
      await person.declare();
    }
    seen.push(await look(person, page, 'offer.title'));

    // In visiting order: 1 on the introduction and criteria, then 2, 3 (and 4), never going back.
    expect(seen.map((screen) => [screen.number, screen.label])).toEqual([
      [1, information],
      [1, information],
      [2, contact],
      ...(eligibility ? [[3, eligibilityLabel]] : []),
      [eligibility ? 4 : 3, offer],
    ]);
    // The total is given once the company is known, and never changes: the SA's counts its owners' step.
    expect(seen[0]?.total).toBeNull();
    const totals = seen.slice(1).map((screen) => screen.total);
    expect(totals).toEqual(totals.map(() => (eligibility ? 8 : 7) + (owners ? 1 : 0)));
    // Done only what was done, in the order it was done; nothing ahead of the current step.
    expect(seen.map((screen) => screen.done)).toEqual([
      [],
      [],
      [information],
      ...(eligibility ? [[information, contact]] : []),
      eligibility ? [information, contact, eligibilityLabel] : [information, contact],
    ]);
    for (const screen of seen) expect(screen.done).not.toContain(t('sidebar.steps.documents'));
    if (!eligibility) {
      for (const screen of seen) expect([...screen.done, ...screen.upcoming]).not.toContain(eligibilityLabel);
    }
  });
}
